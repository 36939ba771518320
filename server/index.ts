import pino from 'pino';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { createApp } from './app';
import { loadConfig, systemClock } from './config';
import { migrate } from './sqlite/migrate';
import { openDatabase } from './sqlite/open';
import { listen, listenFailureMessage } from './http/listen';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const db = openDatabase(config.databasePath);
  const applied = migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (db.prepare('SELECT count(*) FROM users').pluck().get() === 0) {
    // Seeding is its own command (server/cli/seedMain.ts), so this bundle carries no demo-media generator; `npm start`
    // and `npm run dev` run it first. Serving an empty database would only show a site nobody can sign in to.
    process.stderr.write(
      `\nThe database ${config.databasePath} is empty. Start with \`npm start\`, which seeds the demo data into an empty ` +
        `database before serving, or seed it first with \`node server/cli/seed.js\`.\n\n`,
    );
    db.close();
    process.exit(1);
  }
  const app = createApp({ db, config, clock: systemClock, logger });
  // A failed sweep is logged, not fatal: leftovers of a stopped import only take space.
  await (app.locals.atStart as () => Promise<void>)().catch((err: unknown) => logger.error({ err }, 'start-up sweep of archive imports failed'));
  const server = await listen(app, config.port).catch((err: NodeJS.ErrnoException) => {
    // Said plainly on stderr with a failing status, so neither a person nor a process manager takes it for a start.
    process.stderr.write(`\n${listenFailureMessage(err, config.port)}\n\n`);
    db.close();
    process.exit(1);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const logins = DEMO_ACCOUNTS.map((a) => `  ${a.username} / ${a.password}  (${a.note})`).join('\n');
  process.stdout.write(
    `\nPinboard is running at http://localhost:${port}/\nDemo logins:\n${logins}\nAPI docs: http://localhost:${port}/api/docs\n\n`,
  );
  const stop = () => {
    server.close(() => {
      void (app.locals.beforeDbClose as () => Promise<void>)().finally(() => {
        db.close();
        process.exit(0);
      });
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
