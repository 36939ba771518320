import pino, { type Logger } from 'pino';
import type { Clock, Config } from './config';
import type { Db } from './sqlite/open';
import { createAccountService } from './features/account/service';
import { createAccountStore } from './features/account/store';
import { createAttributionService } from './features/attribution/service';
import { createPinStatsService } from './features/pinStats/service';
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
import { createDecodeGate } from './features/pins/decodeGate';
import { createPinEditService } from './features/pins/editService';
import { createPinCreationService } from './features/pins/createService';
import { createPinCreationStore } from './features/pins/createStore';
import { createPinsService } from './features/pins/service';
import { createSavesService } from './features/saves/service';
import { createCatalogsService } from './features/catalogs/service';
import { createProfileManagersStore } from './features/profileManagers/store';
import { createSeoService } from './features/seo/service';
import { createAppPages } from './features/seo/appPages';
import { loadAppRenderer } from './features/seo/appRenderer';
import { createTodayService } from './features/today/service';
import { createSocialService } from './features/social/service';
import { createUsersStore } from './features/users/store';
import { createUserSettingsService } from './features/userSettings/service';
import { createUserSettingsStore } from './features/userSettings/store';
import { createPasswordsService } from './features/passwords/service';
import { createPasswordsStore } from './features/passwords/store';
import { createMailer } from './common/mailer';
import { createImageFetcher } from './http/imageFetch/fetchImage';
import { appSecret } from './http/secrets';
import { createAttributionStore } from './features/attribution/store';
import { createPinStatsStore } from './features/pinStats/store';
import { createAnalyticsStore } from './features/analytics/store';
import { createBoardsStore } from './features/boards/store';
import { createBulkEditStore } from './features/bulkEdit/store';
import { createCatalogsStore } from './features/catalogs/store';
import { createCollaboratorsStore } from './features/collaborators/store';
import { createConsentStore } from './features/consent/store';
import { createFeedbackStore } from './features/feedback/store';
import { createFeedsStore } from './features/feeds/store';
import { createPinEditStore } from './features/pins/editStore';
import { createPinsStore } from './features/pins/store';
import { createSavesStore } from './features/saves/store';
import { createSocialStore } from './features/social/store';
import { createTodayStore } from './features/today/store';

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
export function createServices({ db, config, clock, logger = pino({ level: 'silent' }) }: ServiceDeps) {
  // Stores: the SQL, one per feature, each built once and shared by whatever reads or writes its tables.
  const users = createUsersStore(db);
  const stores = {
    account: createAccountStore(db),
    boards: createBoardsStore(db),
    boardWrites: createBoardWritesStore(db),
    boardList: createBoardListStore(db),
    pins: createPinsStore(db),
    pinCreation: createPinCreationStore(db),
    pinEdit: createPinEditStore(db),
    sessions: createSessionsStore(db),
    passwords: createPasswordsStore(db),
    operators: createOperatorsStore(db),
    consent: createConsentStore(db),
    feeds: createFeedsStore(db),
    today: createTodayStore(db),
    catalogs: createCatalogsStore(db),
    profileManagers: createProfileManagersStore(db),
    userSettings: createUserSettingsStore(db),
    saves: createSavesStore(db),
    social: createSocialStore(db),
    feedback: createFeedbackStore(db),
    invites: createInvitesStore(db),
    collaborators: createCollaboratorsStore(db),
    bulkEdit: createBulkEditStore(db),
    archive: createArchiveStore(db),
    experiences: createExperiencesStore(db),
    offsite: createOffsiteStore(db),
    analytics: createAnalyticsStore(db),
    pinStats: createPinStatsStore(db),
    attribution: createAttributionStore(db),
  };

  // Entities: read and written by several features.
  const boards = createBoardsService(db, stores.boards, users);
  const pins = createPinsService(db, stores.pins, users, boards);

  // Features: one per contract family (plus seo, the HTML pages).
  const sessions = stores.sessions;
  const loginBackoff = createLoginBackoff(config.loginAccountRateLimit);
  const auth = createAuthService(users, sessions, stores.operators, clock, config.experiments, loginBackoff);
  const mailer = createMailer(config, logger);
  const passwords = createPasswordsService({
    db,
    store: stores.passwords,
    users,
    auth,
    backoff: loginBackoff,
    mailer,
    clock,
    logger,
    accountLimit: { windowMs: config.passwordResetRateLimit.windowMs, max: config.passwordResetRateLimit.perAccount },
  });
  const consent = createConsentService(stores.consent, clock);
  const feeds = createFeedsService(db, stores.feeds, users, boards, pins);
  const today = createTodayService(stores.today, pins);
  const catalogs = createCatalogsService(stores.catalogs, users, stores.profileManagers, pins);
  const boardEdits = createBoardEditsService(db, stores.boardWrites, boards);
  const boardList = createBoardListService(db, stores.boardList);
  const userSettings = createUserSettingsService(db, stores.userSettings, clock, consent);
  const saves = createSavesService(db, stores.saves, boards, clock, consent);
  const social = createSocialService(stores.social, users, clock);
  const feedback = createFeedbackService(db, stores.feedback, social, clock, consent);
  const invites = createInvitesService(db, stores.invites, users, boards, clock);
  const collaborators = createCollaboratorsService(db, stores.collaborators, users, boards, stores.invites, clock);
  const seo = createSeoService(db, feeds, boards, today);
  const appPages = createAppPages(db, config.serverRender === null ? null : loadAppRenderer(config.serverRender), feeds, userSettings, auth, consent);
  const imageFetcher = createImageFetcher(config.pinCreation.fetch);
  // One gate for every image decode: pin creation's and the archive import's.
  const decodeGate = createDecodeGate(config.pinCreation.decode);
  const pinCreation = createPinCreationService({
    store: stores.pinCreation,
    boards,
    feeds,
    fetcher: imageFetcher,
    decodeGate,
    config: config.pinCreation,
    mediaDir: config.mediaDir,
    clock,
  });
  const account = createAccountService({
    store: stores.account,
    decodeGate,
    mediaDir: config.mediaDir,
    maxPixels: config.pinCreation.maxImagePixels,
  });
  const pinEdit = createPinEditService(stores.pinEdit, boards, feeds);
  const bulkEdit = createBulkEditService(db, stores.bulkEdit, boards, boardEdits, saves);
  // Never derived from SECRET_KEY: the id leaves the server in every archive, and must not change when the key does.
  const instanceId = appSecret(db, 'archive_instance').subarray(0, 16).toString('hex');
  const archiveExport = createArchiveExport(stores.archive, { mediaDir: config.mediaDir, instanceId, clock });
  const archiveImport = createArchiveImport({
    db,
    store: stores.archive,
    boards,
    boardWrites: stores.boardWrites,
    pinRows: stores.pinCreation,
    clock,
    instanceId,
    mediaDir: config.mediaDir,
    limits: { maxImageBytes: config.pinCreation.maxImageBytes, maxPixels: config.pinCreation.maxImagePixels },
    folders: createImportFolders(config.archiveTmpDir),
    decodeGate,
    logger,
  });
  const experiences = createExperiencesService(stores.experiences, clock);
  const experienceAdmin = createExperienceAdmin(db, stores.experiences, stores.operators, clock);
  const offsiteSigner = createOffsiteSigner(appSecret(db, 'offsite', config.secretKey));
  const offsite = createOffsiteService(stores.offsite, offsiteSigner, clock, config.offsiteAllowHosts);
  const analytics = createAnalyticsService(db, stores.analytics, consent, clock, { impressionWorker: config.impressionWorker, logger });
  const pinStats = createPinStatsService(stores.pinStats, analytics);
  const attribution = createAttributionService(stores.attribution, consent, clock);

  return {
    users,
    boards,
    pins,
    sessions,
    auth,
    passwords,
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
    appPages,
    today,
    catalogs,
    imageFetcher,
    decodeGate,
    pinCreation,
    pinEdit,
    account,
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
