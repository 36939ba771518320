import type { Logger } from 'pino';
import type { Clock, Config } from './config';
import type { Db } from './sqlite/open';
import { createAttributionService } from './features/analytics/attribution';
import { createPinStatsService } from './features/analytics/pinStats';
import { createAnalyticsService } from './features/analytics/service';
import { createArchiveExport } from './features/archive/exportService';
import { createImportFolders } from './features/archive/importFolders';
import { createArchiveImport } from './features/archive/importService';
import { createArchiveStore } from './features/archive/store';
import { createLoginBackoff } from './features/auth/loginBackoff';
import { createAuthService } from './features/auth/service';
import { createSessionsStore } from './features/auth/store';
import { createBoardListService } from './features/boardList/service';
import { createBoardListStore } from './features/boardList/store';
import { createBoardEditsService } from './features/boards/editService';
import { createBoardsService } from './features/boards/service';
import { createBoardWritesStore } from './features/boards/writeStore';
import { createBulkEditService } from './features/bulkEdit/service';
import { createFeedbackService } from './features/feedback/service';
import { createFeedsService } from './features/feeds/service';
import { createCollaboratorsService } from './features/collaborators/service';
import { createConsentService } from './features/consent/service';
import { createExperienceAdmin } from './features/experiences/adminService';
import { createExperiencesService } from './features/experiences/service';
import { createExperiencesStore } from './features/experiences/store';
import { createInvitesService } from './features/invites/service';
import { createInvitesStore } from './features/invites/store';
import { createOffsiteService } from './features/offsite/service';
import { createOffsiteStore } from './features/offsite/store';
import { createOffsiteSigner } from './features/offsite/token';
import { createOperatorsStore } from './features/operators/store';
import { createDecodeGate } from './features/pinCreation/decodeGate';
import { createPinEditService } from './features/pinCreation/editService';
import { createPinCreationService } from './features/pinCreation/service';
import { createPinCreationStore } from './features/pinCreation/store';
import { createPinsService } from './features/pins/service';
import { createSavesService } from './features/saves/service';
import { createCatalogsService } from './features/catalogs/service';
import { createProfileManagersStore } from './features/profileManagers/store';
import { createSeoService } from './features/seo/service';
import { createTodayService } from './features/today/service';
import { createSocialService } from './features/social/service';
import { createUsersStore } from './features/users/store';
import { createUserSettingsService } from './features/userSettings/service';
import { createUserSettingsStore } from './features/userSettings/store';
import { createImageFetcher } from './http/imageFetch/fetchImage';
import { appSecret } from './http/secrets';

export interface ServiceDeps {
  db: Db;
  config: Config;
  clock: Clock;
  logger?: Logger;
}

/**
 * The one composition root: every store and service is built here, once, and handed to whatever uses it (app.ts gives
 * them to the routers). A service never builds another; it receives the ones it needs as parameters.
 */
export function createServices({ db, config, clock, logger }: ServiceDeps) {
  // Entities: read and written by several features.
  const users = createUsersStore(db);
  const boards = createBoardsService(db, users);
  const pins = createPinsService(db, users, boards);

  // Features: one per contract family (plus seo, the HTML pages).
  const sessions = createSessionsStore(db);
  const operators = createOperatorsStore(db);
  const auth = createAuthService(users, sessions, operators, clock, config.experiments, createLoginBackoff(config.loginAccountRateLimit));
  const consent = createConsentService(db, clock);
  const feeds = createFeedsService(db, users, boards, pins);
  const today = createTodayService(db, pins);
  const catalogs = createCatalogsService(db, users, createProfileManagersStore(db), pins);
  const boardEdits = createBoardEditsService(db, boards);
  const boardList = createBoardListService(db, createBoardListStore(db));
  const userSettings = createUserSettingsService(db, createUserSettingsStore(db), clock, consent);
  const saves = createSavesService(db, boards, clock, consent);
  const social = createSocialService(db, users, clock);
  const feedback = createFeedbackService(db, social, clock, consent);
  const invitesStore = createInvitesStore(db);
  const invites = createInvitesService(db, invitesStore, users, boards, clock);
  const collaborators = createCollaboratorsService(db, users, boards, invitesStore, clock);
  const seo = createSeoService(db, feeds, boards, today);
  const imageFetcher = createImageFetcher(config.pinCreation.fetch);
  // One gate for every image decode: pin creation's and the archive import's.
  const decodeGate = createDecodeGate(config.pinCreation.decode);
  const pinCreation = createPinCreationService({
    db,
    boards,
    feeds,
    fetcher: imageFetcher,
    decodeGate,
    config: config.pinCreation,
    mediaDir: config.mediaDir,
    clock,
  });
  const pinEdit = createPinEditService(db, boards, feeds);
  const bulkEdit = createBulkEditService(db, boards, boardEdits, saves);
  const archiveStore = createArchiveStore(db);
  // Never derived from SECRET_KEY: the id leaves the server in every archive, and must not change when the key does.
  const instanceId = appSecret(db, 'archive_instance').subarray(0, 16).toString('hex');
  const archiveExport = createArchiveExport(archiveStore, { mediaDir: config.mediaDir, instanceId, clock });
  const archiveImport = createArchiveImport({
    db,
    store: archiveStore,
    boards,
    boardWrites: createBoardWritesStore(db),
    pinRows: createPinCreationStore(db),
    clock,
    instanceId,
    mediaDir: config.mediaDir,
    limits: { maxImageBytes: config.pinCreation.maxImageBytes, maxPixels: config.pinCreation.maxImagePixels },
    folders: createImportFolders(config.archiveTmpDir),
    decodeGate,
    logger,
  });
  const experienceStore = createExperiencesStore(db);
  const experiences = createExperiencesService(experienceStore, clock);
  const experienceAdmin = createExperienceAdmin(db, experienceStore, operators, clock);
  const offsiteSigner = createOffsiteSigner(appSecret(db, 'offsite', config.secretKey));
  const offsite = createOffsiteService(createOffsiteStore(db), offsiteSigner, clock, config.offsiteAllowHosts);
  const analytics = createAnalyticsService(db, consent, clock, { impressionWorker: config.impressionWorker, logger });
  const pinStats = createPinStatsService(db, analytics);
  const attribution = createAttributionService(db, consent, clock);

  return {
    users,
    boards,
    pins,
    sessions,
    auth,
    consent,
    feeds,
    boardEdits,
    boardList,
    userSettings,
    saves,
    social,
    feedback,
    invites,
    collaborators,
    seo,
    today,
    catalogs,
    imageFetcher,
    decodeGate,
    pinCreation,
    pinEdit,
    bulkEdit,
    archiveExport,
    archiveImport,
    experiences,
    experienceAdmin,
    offsite,
    analytics,
    pinStats,
    attribution,
  };
}

export type Services = ReturnType<typeof createServices>;
