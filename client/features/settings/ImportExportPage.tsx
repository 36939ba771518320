import { useId, useState, type FormEvent } from 'react';
import type { ArchiveImportJob } from '../../../shared/contracts/archive';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppSelector } from '../../app/hooks';
import { Button, buttonClass } from '../../ui/Button';
import { SettingsGate } from './SettingsGate';
import { ARCHIVE_EXPORT_URL, archiveApi, useArchiveImportGetQuery, useArchiveImportMutation } from '../archive/archiveApi';
import { ImportProgress } from '../archive/ImportProgress';
import './ImportExportPage.css';

/** How often a running import is asked about: often enough for the bar to move, rarely enough to cost nothing. */
export const IMPORT_POLL_MS = 1000;

function ImportForm() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [start, started] = useArchiveImportMutation();
  const jobId = started.data?.id ?? '';
  // The answer to the upload is the job's first state; each poll replaces it, and polling stops once it has ended.
  const polled = useAppSelector((state) => archiveApi.endpoints.archiveImportGet.select({ job_id: jobId })(state).data);
  const job: ArchiveImportJob | undefined = polled ?? started.data;
  useArchiveImportGetQuery(
    { job_id: jobId },
    { skip: !jobId, pollingInterval: job?.state === 'running' ? IMPORT_POLL_MS : 0, skipPollingIfUnfocused: false },
  );
  const running = started.isLoading || job?.state === 'running';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void start(file);
  };

  return (
    <form className="archive__form" onSubmit={submit}>
      <label htmlFor={fileId}>Archive file (.zip)</label>
      <input
        id={fileId}
        type="file"
        accept=".zip,application/zip"
        disabled={running}
        onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        aria-describedby={started.isError ? `${fileId}-error ${fileId}-hint` : `${fileId}-hint`}
      />
      <p id={`${fileId}-hint`} className="field__hint">
        The .zip file a Pinboard export downloads, from this Pinboard or another.
      </p>
      <Button type="submit" variant="primary" disabled={!file || running} className="archive__submit">
        {started.isLoading ? 'Uploading…' : 'Import'}
      </Button>
      {started.isError && (
        <p id={`${fileId}-error`} className="archive__error" role="alert">
          {apiErrorMessage(started.error)}
        </p>
      )}
      {job && <ImportProgress job={job} />}
    </form>
  );
}

/** `/settings/import-export`: download everything as one archive, or import one (from here or another instance). */
export default function ImportExportPage() {
  return (
    <SettingsGate title="Import and export">
      <h1>Import and export</h1>
      <section className="archive__part" aria-labelledby="archive-export">
        <h2 id="archive-export">Export</h2>
        <p>Download your boards, their sections and your Pins, with their images, as one zip file.</p>
        <a href={ARCHIVE_EXPORT_URL} download className={buttonClass('primary', 'archive__download')}>
          Download your archive
        </a>
      </section>
      <section className="archive__part" aria-labelledby="archive-import">
        <h2 id="archive-import">Import</h2>
        <p>
          Bring in an archive from this or another Pinboard. Boards keep their sections, order, descriptions, links and privacy; anything you already
          imported from the same archive is skipped, so importing twice adds nothing.
        </p>
        <ImportForm />
      </section>
    </SettingsGate>
  );
}
