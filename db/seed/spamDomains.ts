import type { SpamVerdict } from '../../shared/domain/offsiteDomains';

export interface SpamDomainRow {
  domain: string;
  verdict: SpamVerdict;
  created_at: number;
}

/**
 * Demo entries of the offsite check's spam list, one per verdict at least. Two are domains seeded pins link to, so a
 * newcomer clicking out of a beauty pin meets the warning (glowskin.example, suspicious) or the refusal
 * (shelfie.example, blocked); the others cover subdomain matching (deals.spam-prizes.example is blocked through its
 * parent) and the porn verdict, with no pins of their own.
 */
const DEMO: readonly (readonly [string, SpamVerdict])[] = [
  ['glowskin.example', 'suspicious'],
  ['shelfie.example', 'blocked'],
  ['spam-prizes.example', 'blocked'],
  ['adult-only.example', 'porn'],
];

export const demoSpamDomains = (now: number): SpamDomainRow[] => DEMO.map(([domain, verdict]) => ({ domain, verdict, created_at: now }));
