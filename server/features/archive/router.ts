import type * as contracts from '../../../shared/contracts/archive';
import { badRequest } from '../../http/errors';
import type { Handlers } from '../../http/mount';
import type { ArchiveExport } from './exportService';
import type { ArchiveImport } from './importService';
import { archiveUploadOf } from './upload';

export function archiveHandlers(exporter: ArchiveExport, importer: ArchiveImport): Pick<Handlers, keyof typeof contracts> {
  return {
    archiveExport: async ({ viewer, res }) => {
      await exporter.stream(viewer, res);
      return { sent: true };
    },
    archiveImport: async ({ res }) => {
      const upload = archiveUploadOf(res);
      if (!upload) throw badRequest('Choose an archive to import.', { archive: 'required' });
      return { status: 202, data: await upload.start() };
    },
    archiveImportGet: ({ options, viewer }) => ({ data: importer.job(Number(options.job_id), viewer.id) }),
  };
}
