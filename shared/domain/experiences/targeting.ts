import { isNewUser } from '../cardControls';

export const EXPERIENCE_PLATFORMS = ['web', 'web_mobile'] as const;
export type ExperiencePlatform = (typeof EXPERIENCE_PLATFORMS)[number];
export const EXPERIENCE_AUDIENCES = ['any', 'signed_in', 'signed_out'] as const;

/** Who an experience is for. null in a field: anyone, as far as that field goes. */
export interface ExperienceTargeting {
  auth: (typeof EXPERIENCE_AUDIENCES)[number];
  /** ISO 3166 codes; a signed-out visitor has no known country, so never matches a list. */
  countries: string[] | null;
  /** true: accounts in their first 28 days only; false: older accounts only. Either way, signed in. */
  new_user: boolean | null;
  /** true: partners only; false: everyone but partners. Either way, signed in. */
  partner: boolean | null;
  platforms: ExperiencePlatform[] | null;
  /** Paths the page must be on: exact ('/'), or a prefix when the rule ends in '*' ('/pin/*'). */
  paths: string[] | null;
}

export const ANYONE: ExperienceTargeting = { auth: 'any', countries: null, new_user: null, partner: null, platforms: null, paths: null };

export interface Audience {
  viewer: { country: string; isPartner: boolean; createdAt: number } | null;
  now: number;
  platform: ExperiencePlatform;
  /** The page the client is on, when it says; an experience limited to paths needs one. */
  path: string | null;
}

export function pathMatches(rule: string, path: string): boolean {
  return rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
}

export function matchesTargeting(t: ExperienceTargeting, a: Audience): boolean {
  const v = a.viewer;
  if (t.auth === 'signed_in' && !v) return false;
  if (t.auth === 'signed_out' && v) return false;
  if (t.countries && !(v && t.countries.includes(v.country))) return false;
  if (t.new_user !== null && !(v && isNewUser(new Date(v.createdAt), a.now) === t.new_user)) return false;
  if (t.partner !== null && !(v && v.isPartner === t.partner)) return false;
  if (t.platforms && !t.platforms.includes(a.platform)) return false;
  if (t.paths && !(a.path !== null && t.paths.some((rule) => pathMatches(rule, a.path as string)))) return false;
  return true;
}

/** A schedule is half-open: live from its start (inclusive) until its end (exclusive); null ends are open. */
export function inSchedule(startsAt: number | null, endsAt: number | null, now: number): boolean {
  return (startsAt === null || startsAt <= now) && (endsAt === null || now < endsAt);
}
