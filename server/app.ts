import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import pino, { type Logger } from 'pino';
import { BODY_LIMIT_BYTES } from '../shared/constants';
import { endpoints } from '../shared/contracts/registry';
import type { Clock, Config } from './config';
import type { Db } from './db/open';
import { createAccountsService } from './features/accounts/service';
import { createSessionsStore } from './features/accounts/store';
import { accountsHandlers } from './features/accounts/router';
import { createFeedsService } from './features/feeds/service';
import { feedbackHandlers } from './features/feedback/router';
import { feedsHandlers } from './features/feeds/router';
import { invitesHandlers } from './features/invites/router';
import { savesHandlers } from './features/saves/router';
import { seoPages } from './features/seo/router';
import { createSeoService } from './features/seo/service';
import { socialHandlers } from './features/social/router';
import { systemHandlers } from './features/system/router';
import { createUsersStore } from './features/users/store';
import { csrfTokens } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { mountEndpoint, type Handlers } from './http/mount';
import { mountDocs } from './http/openapi';
import { createPublicOrigin } from './http/publicOrigin';
import { loginRateLimits } from './http/rateLimit';
import { appSecret } from './http/secrets';
import { securityHeaders } from './http/security';
import { loadViewer } from './http/session';
import { sessionAnswers } from './http/sessionAnswers';
import { mountStatic } from './http/static';

export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  logger?: Logger;
}

const API_PREFIXES = ['/resource', '/v3', '/vx', '/api'];

export function createApp({ db, config, clock, logger = pino({ level: 'silent' }) }: AppDeps): Express {
  const users = createUsersStore(db);
  const sessions = createSessionsStore(db);
  const accounts = createAccountsService(users, sessions, clock, config.experiments);
  const feeds = createFeedsService(db, users);
  const deps = { db, config, clock, users };
  const csrf = csrfTokens(config, appSecret(db, 'csrf', config.secretKey));
  const loginLimits = loginRateLimits(config);

  const handlers: Handlers = {
    ...systemHandlers(),
    ...accountsHandlers(accounts, sessionAnswers(config, csrf)),
    ...feedsHandlers(feeds),
    ...savesHandlers(deps),
    ...socialHandlers(deps),
    ...feedbackHandlers(deps),
    ...invitesHandlers(deps),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());
  mountStatic(app, config, seoPages(createSeoService(db, feeds), sessions, clock, createPublicOrigin(config, logger)));

  const api = express.Router();
  api.use(express.json({ limit: BODY_LIMIT_BYTES }));
  api.use(cookieParser());
  api.use(csrf.middleware);
  api.use(loadViewer(sessions, clock));
  api.use(endpoints.login.path, loginLimits.logIn);
  api.use(endpoints.register.path, loginLimits.signUp);
  for (const name of Object.keys(endpoints) as (keyof Handlers)[]) {
    mountEndpoint(api, endpoints[name], handlers[name] as never);
  }
  mountDocs(api);
  for (const prefix of API_PREFIXES) api.use(prefix, apiNotFound);
  app.use(api);
  app.use(errorHandler(logger));
  return app;
}
