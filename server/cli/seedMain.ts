// The seed command: migrate the configured database and, when it has no users, fill it with the demo data (db/seed),
// drawing any demo media MEDIA_PATH lacks. Its own entry, bundled to dist/seed/index.js (server/cli/builds.js), so
// the server's bundle never carries the media generator: `npm start` (start.js) and `node server/cli/seed.js` run
// it before serving, `npm run dev` runs it from source. A database that has users is left as it is.
import pino from 'pino';
import { seedDatabase } from '../../db/seed';
import { loadConfig, systemClock } from '../config';
import { migrate } from '../sqlite/migrate';
import { openDatabase } from '../sqlite/open';
import { hashPassword } from '../features/auth/password';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const db = openDatabase(config.databasePath);
  try {
    const applied = migrate(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (db.prepare('SELECT count(*) FROM users').pluck().get() !== 0) {
      logger.debug('the database has users: nothing to seed');
      return;
    }
    logger.info('empty database: seeding demo data (first start makes the demo images, allow a minute)');
    const summary = await seedDatabase(db, {
      mediaDir: config.mediaDir,
      rootDir: config.rootDir,
      now: systemClock.now(),
      hashPassword,
      log: (msg) => logger.info(msg),
    });
    logger.info({ summary }, 'demo data seeded');
  } finally {
    db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
