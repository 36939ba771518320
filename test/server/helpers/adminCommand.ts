import { main } from '../../../server/cli/adminMain';

/** `npm run admin -- ...argv`, run by its main function against the database file `env` names: its exit code and output. */
export function runAdminCommand(env: NodeJS.ProcessEnv, argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
