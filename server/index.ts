import pino from 'pino';
import { DEMO_ACCOUNTS, seedDatabase } from '../db/seed';
import { createApp } from './app';
import { loadConfig, systemClock } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { hashPassword } from './features/accounts/password';
import { listen, listenFailureMessage } from './http/listen';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const db = openDatabase(config.databasePath);
  const applied = migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const empty = db.prepare('SELECT count(*) FROM users').pluck().get() === 0;
  if (empty) {
    logger.info('empty database: seeding demo data (first start makes the demo images, allow a minute)');
    const summary = await seedDatabase(db, {
      mediaDir: config.mediaDir,
      rootDir: config.rootDir,
      now: systemClock.now(),
      hashPassword,
      log: (msg) => logger.info(msg),
    });
    logger.info({ summary }, 'demo data seeded');
  }
  const app = createApp({ db, config, clock: systemClock, logger });
  const server = await listen(app, config.port).catch((err: NodeJS.ErrnoException) => {
    // Said plainly on stderr with a failing status, so neither a person nor a process manager takes it for a start.
    process.stderr.write(`\n${listenFailureMessage(err, config.port)}\n\n`);
    db.close();
    process.exit(1);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const logins = DEMO_ACCOUNTS.map((a) => `  ${a.username} / ${a.password}  (${a.note})`).join('\n');
  process.stdout.write(`\nPinboard is running at http://localhost:${port}/\nDemo logins:\n${logins}\nAPI docs: http://localhost:${port}/api/docs\n\n`);
  const stop = () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
