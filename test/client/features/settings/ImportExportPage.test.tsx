import { act, screen, within } from '@testing-library/react';
import type { ArchiveImportJob } from '../../../../shared/contracts/archive';
import { IMPORT_POLL_MS } from '../../../../client/features/settings/ImportExportPage';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { withUndiciForms } from '../../helpers/undiciForms';

const job = (overrides: Partial<ArchiveImportJob> = {}): ArchiveImportJob => ({
  id: '5',
  state: 'running',
  total: 4,
  done: 0,
  boards_created: 0,
  boards_reused: 0,
  sections_created: 0,
  pins_created: 0,
  pins_skipped: 0,
  error: null,
  ...overrides,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

withUndiciForms();

const archiveFile = () => new File([new Uint8Array([80, 75, 3, 4])], 'pins.zip', { type: 'application/zip' });
const progress = () => screen.getByRole('progressbar', { name: 'Import progress' });

async function chooseAndImport(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(await screen.findByLabelText('Archive file (.zip)'), archiveFile());
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

test('uploads the chosen archive, shows the progress as the job reports it, then the result, and stops asking', async () => {
  // What the server says of the job now; the test moves it on.
  let report = job();
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    archiveImport: () => ({ status: 202, data: job() }),
    archiveImportGet: () => ({ data: report }),
  });
  const { user } = renderApp('/settings/import-export');
  expect(await screen.findByRole('heading', { level: 1, name: 'Import and export' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download your archive' })).toHaveAttribute('href', '/resource/UserArchiveResource/get/');

  await chooseAndImport(user);
  expect(await screen.findByText('Importing… 0 of 4 Pins')).toBeInTheDocument();
  // The mock has read the multipart body into the call's options by the time the job answered.
  expect((api.callsTo('archiveImport')[0].options.archive as File).name).toBe('pins.zip');
  expect(progress()).toHaveAttribute('aria-valuenow', '0');

  report = job({ done: 2 });
  await act(() => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS));
  expect(await screen.findByText('Importing… 2 of 4 Pins')).toBeInTheDocument();
  expect(progress()).toHaveAttribute('aria-valuenow', '50');
  expect(progress()).toHaveAttribute('aria-valuetext', '2 of 4 Pins');

  report = job({ state: 'done', done: 4, boards_created: 2, boards_reused: 1, sections_created: 3, pins_created: 3, pins_skipped: 1 });
  await act(() => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS));
  expect(
    await screen.findByText('Import finished: 2 boards created, 1 already here; 3 sections created; 3 Pins created, 1 skipped as already imported.'),
  ).toBeInTheDocument();
  expect(progress()).toHaveAttribute('aria-valuenow', '100');
  const polls = api.callsTo('archiveImportGet').length;
  expect(api.callsTo('archiveImportGet').map((c) => c.options)).toEqual(Array(polls).fill({ job_id: '5' }));

  await act(() => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS * 5));
  expect(api.callsTo('archiveImportGet')).toHaveLength(polls);
});

test("a refused archive shows the server's words as an alert; a job that stops says why and what it did", async () => {
  let refuse = true;
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    archiveImport: () =>
      refuse
        ? { status: 400, error: { code: 'invalid_options', message: 'manifest.json is not valid JSON.', fields: { manifest: 'not valid JSON' } } }
        : { status: 202, data: job({ total: 1 }) },
    archiveImportGet: () => ({ data: job({ state: 'failed', total: 1, done: 1, error: 'The import stopped: images/a.jpg is not an image.' }) }),
  });
  const { user } = renderApp('/settings/import-export');
  const hint = 'The .zip file a Pinboard export downloads, from this Pinboard or another.';
  expect(await screen.findByLabelText('Archive file (.zip)')).toHaveAccessibleDescription(hint);
  await chooseAndImport(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('manifest.json is not valid JSON.');
  expect(screen.getByLabelText('Archive file (.zip)')).toHaveAccessibleDescription(`manifest.json is not valid JSON. ${hint}`);

  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await act(() => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS));
  expect(await screen.findByRole('alert')).toHaveTextContent('The import stopped: images/a.jpg is not an image. So far: 0 boards created');
});

test('/settings lists the settings pages; signed out, settings offer to log in', async () => {
  mockApi({ viewerGet: () => ({ data: makeViewer() }) });
  const { unmount } = renderApp('/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(within(screen.getByRole('list')).getByRole('link', { name: /Import and export/ })).toHaveAttribute('href', '/settings/import-export');
  unmount();

  mockApi({ viewerGet: signedOut });
  renderApp('/settings/import-export');
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your settings' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download your archive' })).not.toBeInTheDocument();
});
