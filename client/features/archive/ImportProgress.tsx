import type { ArchiveImportJob } from '../../../shared/contracts/archive';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import made, as one sentence. */
export function importSummary(job: ArchiveImportJob): string {
  const boards = `${plural(job.boards_created, 'board')} created, ${job.boards_reused} already here`;
  const pins = `${plural(job.pins_created, 'Pin')} created, ${job.pins_skipped} skipped as already imported`;
  return `${boards}; ${plural(job.sections_created, 'section')} created; ${pins}.`;
}

/** The bar while the job runs, then its result; both are announced as they change. */
export function ImportProgress({ job }: { job: ArchiveImportJob }) {
  const percent = job.total === 0 ? (job.state === 'running' ? 0 : 100) : Math.round((job.done / job.total) * 100);
  return (
    <div className="archive__progress">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${job.done} of ${plural(job.total, 'Pin')}`}
        className="archive__bar"
      >
        <div className="archive__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p role="status">
        {job.state === 'running' && `Importing… ${job.done} of ${plural(job.total, 'Pin')}`}
        {job.state === 'done' && `Import finished: ${importSummary(job)}`}
      </p>
      {job.state === 'failed' && (
        <p role="alert" className="archive__error">
          {job.error ?? 'The import stopped.'} So far: {importSummary(job)}
        </p>
      )}
    </div>
  );
}
