// The demo logins, data only: the server prints them at start and imports this file alone from the seed, so its
// bundle carries these few strings and none of the seed (the demo-media generator runs as its own entry, dist/seed).

export const DEMO_PASSWORD = 'demo-pass-2026';
export const SHARED_PASSWORD = 'pinboard-2026';

/** Printed by the server at start; the e2e tests sign in with the first. */
export const DEMO_ACCOUNTS: { username: string; password: string; note: string }[] = [
  {
    username: 'demo',
    password: DEMO_PASSWORD,
    note: 'everyday pinner: follows people, boards and topics; owns the group board "Family Dinner Ideas"',
  },
  { username: 'brightnest', password: SHARED_PASSWORD, note: 'verified merchant with product pins, promoted pins and collection ads' },
  { username: 'miacooks', password: SHARED_PASSWORD, note: 'verified creator with recipes and story pins' },
  { username: 'wanderlust_jo', password: SHARED_PASSWORD, note: 'partner account (sees pin stats)' },
  { username: 'sam_at_pinboard', password: SHARED_PASSWORD, note: 'employee (debug overlays)' },
  { username: 'quickpicker', password: SHARED_PASSWORD, note: 'save_behavior 1: always picks a board when saving' },
  { username: 'newbie_lena', password: SHARED_PASSWORD, note: 'new user (joined 5 days ago)' },
];
