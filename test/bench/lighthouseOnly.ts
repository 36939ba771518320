// `npx tsx test/bench/lighthouseOnly.ts`: the Lighthouse part of `npm run bench` on its own (about 10 minutes on the
// 2-core development machine), on a fresh server and database, for checking a change to what a page sends or runs.
import { formatLighthouseBench, lighthouseBench } from './lighthouse';

lighthouseBench()
  .then((r) => process.stdout.write(formatLighthouseBench(r) + '\n'))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
