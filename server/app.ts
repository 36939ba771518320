import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { BODY_LIMIT_BYTES } from '../shared/constants';
import type { Body } from '../shared/contracts/endpoint';
import { endpointList, endpoints } from '../shared/contracts/registry';
import type { Clock, Config } from './config';
import { lockRetry } from './sqlite/lockRetry';
import { waitBrieflyForLocks, type Db } from './sqlite/open';
import { accountHandlers } from './features/account/router';
import { profileUpdateBody } from './features/account/upload';
import { analyticsBytesHandlers, analyticsHandlers } from './features/analytics/router';
import { attributionHandlers } from './features/attribution/router';
import { pinStatsHandlers } from './features/pinStats/router';
import { archiveHandlers } from './features/archive/router';
import { archiveImportBody } from './features/archive/upload';
import { authHandlers } from './features/auth/router';
import { boardListHandlers } from './features/boardList/router';
import { boardsHandlers } from './features/boards/router';
import { bulkEditHandlers } from './features/bulkEdit/router';
import { feedbackHandlers } from './features/feedback/router';
import { feedsHandlers } from './features/feeds/router';
import { searchesHandlers } from './features/searches/router';
import { invitesHandlers } from './features/invites/router';
import { collaboratorsHandlers } from './features/collaborators/router';
import { experiencesHandlers } from './features/experiences/router';
import { visitorCookieOf, withVisitorCookie } from './http/visitor';
import { offsiteHandlers } from './features/offsite/router';
import { offsitePages } from './features/offsite/pages';
import { passwordsHandlers } from './features/passwords/router';
import { pinsHandlers } from './features/pins/router';
import { pinCreateBody } from './features/pins/uploadBody';
import { savesHandlers } from './features/saves/router';
import { seoPages } from './features/seo/pages';
import { routeChunkLinks } from './features/seo/routeChunks';
import { socialHandlers } from './features/social/router';
import { mountUserSurveyPage } from './features/surveys/userSurveyPage';
import { systemHandlers } from './features/system/router';
import { userSettingsHandlers } from './features/userSettings/router';
import { isApiPath } from './http/apiPaths';
import { compressAnswers } from './http/compression';
import { csrfTokens } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { mountBytesEndpoint, mountEndpoint, type Handlers } from './http/mount';
import { mountDocs } from './http/openapi';
import { createPublicOrigin } from './http/publicOrigin';
import { analyticsRateLimits, loginRateLimit, passwordResetRateLimit, pinCreateRateLimit } from './http/rateLimit';
import { appSecret } from './http/secrets';
import { securityHeaders } from './http/security';
import { loadViewer } from './http/session';
import { sessionAnswers } from './http/sessionAnswers';
import { mountStatic } from './http/static';
import { createServices } from './services';

export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  logger?: Logger;
}

export function createApp({ db, config, clock, logger = pino({ level: 'silent' }) }: AppDeps): Express {
  const services = createServices({ db, config, clock, logger });
  const csrf = csrfTokens(config, appSecret(db, 'csrf', config.secretKey));
  const loginLimit = loginRateLimit(config);
  const analyticsLimits = analyticsRateLimits(config, visitorCookieOf);
  const publicOrigin = createPublicOrigin(config, logger);
  const session = sessionAnswers(config, csrf);

  const bytesHandlers = analyticsBytesHandlers(services.analytics);
  const handlers: Omit<Handlers, keyof typeof bytesHandlers> = {
    ...systemHandlers(),
    ...authHandlers(services.auth, session, services.consent, services.userSettings),
    ...passwordsHandlers(services.passwords, session, publicOrigin),
    ...accountHandlers(services.account, services.auth, services.consent, services.userSettings, session),
    ...feedsHandlers(services.feeds, services.today, services.catalogs),
    ...searchesHandlers(services.searches),
    ...pinsHandlers(services.feeds, services.pinCreation, services.pinEdit, services.saves),
    ...savesHandlers(services.saves, services.boards),
    ...boardsHandlers(services.boards, services.boardEdits, services.feeds, clock),
    ...boardListHandlers(services.boardList),
    ...userSettingsHandlers(services.userSettings, services.consent, config),
    ...socialHandlers(services.social),
    ...feedbackHandlers(services.feedback),
    ...invitesHandlers(services.invites, config),
    ...collaboratorsHandlers(services.collaborators),
    ...bulkEditHandlers(services.bulkEdit),
    ...archiveHandlers(services.archiveExport, services.archiveImport),
    ...experiencesHandlers(services.experiences, services.experienceAdmin, config),
    ...offsiteHandlers(services.offsite),
    ...analyticsHandlers(services.analytics),
    ...pinStatsHandlers(services.pinStats),
    ...attributionHandlers(services.attribution),
  };

  const api = express.Router();
  // Only the API's paths enter (any other leaves the router at once): it is mounted straight after the headers every
  // answer carries, since none of the pages' and files' layers answers an API path, and a request outside the API
  // never passes its body readers, cookie, CSRF and session steps (one nothing answers is Express's own 404).
  const apiPathsOnly: RequestHandler = (req, _res, next) => next(isApiPath(req.path) ? undefined : 'router');
  api.use(apiPathsOnly);
  // Each body as its contract says (shared/contracts/endpoint.ts, Body): uploads are read by their endpoint's own
  // reader once the session is known, the grid's impressions go raw to their writer thread.
  const bodyReaders: Record<Body, RequestHandler> = {
    json: express.json({ limit: BODY_LIMIT_BYTES }),
    raw: express.raw({ type: 'application/json', limit: BODY_LIMIT_BYTES }),
    multipart: (_req, _res, next) => next(),
  };
  const bodyOf = new Map(endpointList.map((e) => [e.path, e.body]));
  api.use((req, res, next) => bodyReaders[bodyOf.get(req.path) ?? 'json'](req, res, next));
  api.use(cookieParser());
  api.use(csrf.middleware);
  api.use(loadViewer(services.sessions, clock));
  // A wrong current password and a dead reset link are failures the per-address allowance counts, as a log-in's are.
  api.use([endpoints.login.path, endpoints.register.path, endpoints.passwordChange.path, endpoints.passwordResetComplete.path], loginLimit);
  api.use(endpoints.passwordResetRequest.path, passwordResetRateLimit(config));
  api.use(endpoints.analyticsImpressionsCreate.path, analyticsLimits());
  api.use(endpoints.analyticsEventsCreate.path, analyticsLimits());
  api.use(endpoints.pinCreate.path, pinCreateRateLimit(config), pinCreateBody(config.pinCreation));
  api.use(endpoints.profileUpdate.path, profileUpdateBody(config.pinCreation.maxImageBytes));
  api.use(endpoints.archiveImport.path, archiveImportBody(services.archiveImport, config.archiveMaxBytes));
  // The grid's impressions first: the most frequent call then passes no other route's pattern on its way.
  const writes = lockRetry(db);
  for (const name of Object.keys(bytesHandlers) as (keyof typeof bytesHandlers)[])
    mountBytesEndpoint(api, endpoints[name], bytesHandlers[name], writes);
  for (const name of Object.keys(handlers) as (keyof typeof handlers)[]) mountEndpoint(api, endpoints[name], handlers[name] as never, writes);
  mountDocs(api);
  api.use(apiNotFound);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());
  app.use(compressAnswers());
  app.use(api);
  app.use(offsitePages(services.offsite));
  mountUserSurveyPage(app);
  const chunkLinks = routeChunkLinks(config.clientDir);
  const pages = seoPages(services.seo, services.appPages, services.sessions, clock, publicOrigin, logger, chunkLinks, services.userSettings.theme);
  mountStatic(app, config, withVisitorCookie(pages, config));
  app.use(errorHandler(logger));
  // What the server does once it has started (server/index.ts): clear what imports a stopped process left.
  app.locals.atStart = (): Promise<void> => services.archiveImport.sweepFromNowOn();
  // What must happen before the database closes (server/index.ts): the impression writes under way, the last count.
  app.locals.beforeDbClose = (): Promise<void> => {
    services.archiveImport.stopSweeping();
    return services.analytics.close();
  };
  // From here requests are answered on this connection's thread, which must not sleep long on another process's lock
  // (setting up above may wait: nothing is served yet).
  waitBrieflyForLocks(db);
  return app;
}
