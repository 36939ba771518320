// The admin command (`npm run admin -- ...`): grants and revokes the operator role, creates, lists and retires
// experiences from JSON files, keeps the offsite check's spam-domain list and who manages which profile (business
// access to pin stats), on the configured database
// (DATABASE_PATH), migrating it first. Its own entry, bundled
// to dist/admin/index.js by server/cli/builds.js and run by server/cli/admin.js, like the seed command.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { endpoints } from '../../shared/contracts/registry';
import { OFFSITE } from '../../shared/constants';
import { parsePlacedRef } from '../../shared/domain/experiences/placedId';
import { isSpamVerdict, spamListDomain } from '../../shared/domain/offsiteDomains';
import { loadConfig, systemClock, type Clock } from '../config';
import { createExperienceAdmin } from '../features/experiences/adminService';
import { createExperiencesStore } from '../features/experiences/store';
import { createOffsiteStore } from '../features/offsite/store';
import { createOperatorsStore } from '../features/operators/store';
import { createProfileManagersStore } from '../features/profileManagers/store';
import { createUsersStore } from '../features/users/store';
import { ApiError } from '../http/errors';
import { fieldErrors } from '../http/mount';
import { migrate } from '../sqlite/migrate';
import { openDatabase, type Db } from '../sqlite/open';

export const USAGE = `usage: npm run admin -- <command>
  operator grant <username>     let an account author experiences (ExperienceAdminResource, /admin/experiences)
  operator revoke <username>    take the role away
  operator list                 who holds it
  experiences create <file>     create the experience in a JSON file (one object, or a list: all or none)
  experiences list [--all]      live experiences (--all: retired ones too)
  experiences retire <placed>   stop serving one ('{placementId}:{experienceId}')
  spam add <domain> <verdict>   list a domain and its subdomains for the offsite check (${OFFSITE.verdicts.join(', ')})
  spam remove <domain>          take a domain off the list
  spam list                     the listed domains and their verdicts
  manager grant <manager_username> <profile_username>
                                let an account read the pin stats of a profile it manages (business access)
  manager revoke <manager_username> <profile_username>
                                take that access away
  manager list [profile_username]
                                who manages which profile (or that one)`;

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (file: string) => string;
}

class CommandError extends Error {}

/** Runs one command against `db`; answers the process exit code (0 done, 1 refused, 2 misused). */
export function runAdmin(argv: readonly string[], db: Db, clock: Clock, io: AdminIo): number {
  const operators = createOperatorsStore(db);
  const users = createUsersStore(db);
  const admin = createExperienceAdmin(db, createExperiencesStore(db), operators, clock).asCommand();
  const spam = createOffsiteStore(db);
  const managers = createProfileManagersStore(db);
  const [group, action, arg, arg2] = argv;

  const userNamed = (username: string | undefined, placeholder = '<username>') => {
    if (!username) throw new CommandError(`name the account: ${placeholder}`);
    const user = users.byUsername(username);
    if (!user) throw new CommandError(`no account is named ${username}`);
    return user;
  };

  const listedDomain = (input: string | undefined) => {
    if (!input) throw new CommandError('name the domain: <domain>');
    const domain = spamListDomain(input);
    if (!domain) throw new CommandError(`${input} is not a domain name (give it bare: example.com, no scheme, path or port)`);
    return domain;
  };

  /** The manager and the profile a grant or revoke names: two accounts, since no one manages their own profile. */
  const managerAndProfile = () => {
    const manager = userNamed(arg, '<manager_username>');
    const profile = userNamed(arg2, '<profile_username>');
    if (manager.id === profile.id) throw new CommandError(`${manager.username} owns that profile: name another account to manage it`);
    return { manager, profile };
  };

  try {
    if (group === 'operator' && action === 'grant') {
      const user = userNamed(arg);
      io.out(operators.grant(user.id, clock.now()) ? `${user.username} is now an operator` : `${user.username} was already an operator`);
    } else if (group === 'operator' && action === 'revoke') {
      const user = userNamed(arg);
      io.out(operators.revoke(user.id) ? `${user.username} is no longer an operator` : `${user.username} was not an operator`);
    } else if (group === 'operator' && action === 'list') {
      const list = operators.list();
      if (list.length === 0) io.out('no operators');
      for (const o of list) io.out(`${o.username}\tsince ${new Date(o.granted_at).toISOString()}`);
    } else if (group === 'experiences' && action === 'create') {
      const created = admin.createMany(readExperiences(arg, io));
      for (const e of created) io.out(`created ${e.placed_experience_id} (type ${e.type})`);
    } else if (group === 'experiences' && action === 'list') {
      const list = admin.list(null, arg === '--all');
      if (list.length === 0) io.out('no experiences');
      for (const e of list) {
        const retired = e.retired_at ? `\tretired ${e.retired_at}` : '';
        io.out(`${e.placed_experience_id}\ttype ${e.type}\tpriority ${e.priority}\t${e.targeting.auth}${retired}`);
      }
    } else if (group === 'experiences' && action === 'retire') {
      const placed = arg ? parsePlacedRef(arg) : null;
      if (!placed) throw new CommandError("name the experience: '{placementId}:{experienceId}'");
      io.out(`retired ${admin.update({ placed, retired: true }).placed_experience_id}`);
    } else if (group === 'spam' && action === 'add') {
      const domain = listedDomain(arg);
      if (!arg2 || !isSpamVerdict(arg2)) throw new CommandError(`give the verdict: one of ${OFFSITE.verdicts.join(', ')}`);
      io.out(spam.upsert(domain, arg2, clock.now()) ? `listed ${domain} as ${arg2}` : `${domain} is now ${arg2}`);
    } else if (group === 'spam' && action === 'remove') {
      const domain = listedDomain(arg);
      io.out(spam.remove(domain) ? `removed ${domain}` : `${domain} was not listed`);
    } else if (group === 'spam' && action === 'list') {
      const list = spam.list();
      if (list.length === 0) io.out('no spam domains');
      for (const row of list) io.out(`${row.domain}\t${row.verdict}\tsince ${new Date(row.created_at).toISOString()}`);
    } else if (group === 'manager' && action === 'grant') {
      const { manager, profile } = managerAndProfile();
      const granted = managers.grant(manager.id, profile.id, clock.now());
      io.out(`${manager.username} ${granted ? 'now manages' : 'already managed'} ${profile.username}`);
    } else if (group === 'manager' && action === 'revoke') {
      const { manager, profile } = managerAndProfile();
      io.out(`${manager.username} ${managers.revoke(manager.id, profile.id) ? 'no longer manages' : 'did not manage'} ${profile.username}`);
    } else if (group === 'manager' && action === 'list') {
      const list = managers.list(arg === undefined ? null : userNamed(arg).id);
      if (list.length === 0) io.out('no managers');
      for (const row of list) io.out(`${row.manager}	manages ${row.profile}	since ${new Date(row.created_at).toISOString()}`);
    } else {
      io.err(USAGE);
      return 2;
    }
    return 0;
  } catch (e) {
    if (e instanceof CommandError) io.err(e.message);
    else if (e instanceof ApiError && e.fields)
      io.err(['refused, nothing was written:', ...Object.entries(e.fields).map(([f, why]) => `  ${f}: ${why}`)].join('\n'));
    else if (e instanceof ApiError) io.err(e.message);
    else throw e;
    return 1;
  }
}

const many = z.array(endpoints.experienceAdminCreate.options).min(1).max(500);

/** The file's experiences, checked by the same schema as the operators' endpoint; refused with every field at fault. */
function readExperiences(file: string | undefined, io: AdminIo) {
  if (!file) throw new CommandError('name the JSON file: experiences create <file>');
  let text: string;
  try {
    text = io.readFile(file);
  } catch {
    throw new CommandError(`cannot read ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CommandError(`${file} is not valid JSON`);
  }
  // A single experience is read as a list of one, and its fields named without the list's index.
  const list = Array.isArray(json);
  const parsed = many.safeParse(list ? json : [json]);
  if (!parsed.success) {
    const issues = list ? parsed.error.issues : parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }));
    const lines = Object.entries(fieldErrors(issues)).map(([f, why]) => `  ${f}: ${why}`);
    throw new CommandError([`${file} is not an experience or a list of them; nothing was written:`, ...lines].join('\n'));
  }
  return parsed.data;
}

/** The command on the configured database: what `npm run admin` runs. */
export function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io?: Partial<AdminIo>): number {
  const db = openDatabase(loadConfig(env).databasePath);
  try {
    migrate(db);
    return runAdmin(argv, db, systemClock, {
      out: io?.out ?? ((line) => console.log(line)),
      err: io?.err ?? ((line) => console.error(line)),
      readFile: io?.readFile ?? ((file) => readFileSync(file, 'utf8')),
    });
  } finally {
    db.close();
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
