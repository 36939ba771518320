import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import pino, { type Logger } from 'pino';
import { BODY_LIMIT_BYTES } from '../shared/constants';
import { endpoints } from '../shared/contracts/registry';
import { ROUTES } from '../shared/domain/routeTable';
import type { Clock, Config } from './config';
import type { Db } from './sqlite/open';
import { analyticsBytesHandlers, analyticsHandlers } from './features/analytics/router';
import { attributionHandlers } from './features/analytics/attributionRouter';
import { pinStatsHandlers } from './features/analytics/pinStatsRouter';
import { archiveHandlers } from './features/archive/router';
import { archiveImportBody } from './features/archive/upload';
import { authHandlers } from './features/auth/router';
import { boardListHandlers } from './features/boardList/router';
import { boardsHandlers } from './features/boards/router';
import { bulkEditHandlers } from './features/bulkEdit/router';
import { feedbackHandlers } from './features/feedback/router';
import { feedsHandlers } from './features/feeds/router';
import { invitesHandlers } from './features/invites/router';
import { collaboratorsHandlers } from './features/collaborators/router';
import { experiencesHandlers } from './features/experiences/router';
import { withVisitorCookie } from './features/experiences/visitorCookie';
import { offsiteHandlers } from './features/offsite/router';
import { offsitePages } from './features/offsite/pages';
import { pinCreationHandlers } from './features/pinCreation/router';
import { pinCreateBody } from './features/pinCreation/upload';
import { savesHandlers } from './features/saves/router';
import { seoPages } from './features/seo/pages';
import { socialHandlers } from './features/social/router';
import { mountUserSurveyPage } from './features/surveys/userSurveyPage';
import { systemHandlers } from './features/system/router';
import { csrfTokens } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { mountBytesEndpoint, mountEndpoint, type Handlers } from './http/mount';
import { mountDocs } from './http/openapi';
import { createPublicOrigin } from './http/publicOrigin';
import { loginRateLimits, pinCreateRateLimit } from './http/rateLimit';
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

/** The JSON API's top-level prefixes ('/resource', '/v3', ...): the routes of the table the API answers. */
const API_PREFIXES = ROUTES.filter((r) => r.page === 'api').map((r) => `/${r.path.split('/')[0]}`);

export function createApp({ db, config, clock, logger = pino({ level: 'silent' }) }: AppDeps): Express {
  const services = createServices({ db, config, clock, logger });
  const csrf = csrfTokens(config, appSecret(db, 'csrf', config.secretKey));
  const loginLimits = loginRateLimits(config);

  const bytesHandlers = analyticsBytesHandlers(services.analytics);
  const handlers: Omit<Handlers, keyof typeof bytesHandlers> = {
    ...systemHandlers(),
    ...authHandlers(services.auth, sessionAnswers(config, csrf), services.consent),
    ...feedsHandlers(services.feeds, services.today, services.catalogs),
    ...savesHandlers(services.saves, services.boards, clock),
    ...boardsHandlers(services.boardEdits),
    ...boardListHandlers(services.boardList, services.consent, config),
    ...socialHandlers(services.social),
    ...feedbackHandlers(services.feedback),
    ...invitesHandlers(services.invites, config),
    ...collaboratorsHandlers(services.collaborators),
    ...pinCreationHandlers(services.pinCreation, services.pinEdit),
    ...bulkEditHandlers(services.bulkEdit),
    ...archiveHandlers(services.archiveExport, services.archiveImport),
    ...experiencesHandlers(services.experiences, services.experienceAdmin, config),
    ...offsiteHandlers(services.offsite),
    ...analyticsHandlers(services.analytics),
    ...pinStatsHandlers(services.pinStats),
    ...attributionHandlers(services.attribution),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());
  app.use(offsitePages(services.offsite));
  mountUserSurveyPage(app);
  mountStatic(app, config, withVisitorCookie(seoPages(services.seo, services.sessions, clock, createPublicOrigin(config, logger)), config));

  const api = express.Router();
  const json = express.json({ limit: BODY_LIMIT_BYTES });
  // PinResource create and the archive import read their own bodies (uploads), after the session is known.
  const ownBody = new Set([endpoints.pinCreate.path, endpoints.archiveImport.path]);
  // The grid's impressions are read raw and parsed off this thread (features/analytics/impressionWorkerClient.ts).
  const raw = express.raw({ type: 'application/json', limit: BODY_LIMIT_BYTES });
  const rawBody = new Set([endpoints.analyticsImpressionsCreate.path]);
  api.use((req, res, next) => (ownBody.has(req.path) ? next() : rawBody.has(req.path) ? raw(req, res, next) : json(req, res, next)));
  api.use(cookieParser());
  api.use(csrf.middleware);
  api.use(loadViewer(services.sessions, clock));
  api.use(endpoints.login.path, loginLimits.logIn);
  api.use(endpoints.register.path, loginLimits.signUp);
  api.use(endpoints.pinCreate.path, pinCreateRateLimit(config), pinCreateBody(config.pinCreation));
  api.use(endpoints.archiveImport.path, archiveImportBody(config.archiveMaxBytes));
  // The grid's impressions first: the most frequent call then passes no other route's pattern on its way.
  for (const name of Object.keys(bytesHandlers) as (keyof typeof bytesHandlers)[]) mountBytesEndpoint(api, endpoints[name], bytesHandlers[name]);
  for (const name of Object.keys(handlers) as (keyof typeof handlers)[]) mountEndpoint(api, endpoints[name], handlers[name] as never);
  mountDocs(api);
  for (const prefix of API_PREFIXES) api.use(prefix, apiNotFound);
  app.use(api);
  app.use(errorHandler(logger));
  // What must happen before the database closes (server/index.ts): the impression writes under way, the last count.
  app.locals.beforeDbClose = (): Promise<void> => services.analytics.close();
  return app;
}
