import { screen } from '@testing-library/react';
import type { Viewer } from '../../../../shared/contracts/user';
import { makePin, makeUser, makeViewer } from '../../helpers/factories';
import { renderCard } from './renderCard';

/** A creator holding both badges, so each case shows which of them the group lets through. */
const pin = () =>
  makePin('1', { nativeCreator: makeUser('500', { fullName: 'Maker', isVerifiedMerchant: true, verifiedIdentity: { verified: true } }) });
const experiments = (group: string | null) => ({ simplify_creator_attributions_unauth_web: group });
const signedOut = (group: string | null): Viewer => ({ isAuth: false, experiments: experiments(group) });
const signedIn = (group: string | null): Viewer => makeViewer({ experiments: experiments(group) });

const badges = () => ({
  merchant: screen.queryByRole('img', { name: 'Verified merchant' }) !== null,
  creator: screen.queryByRole('img', { name: 'Verified creator' }) !== null,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('verification badges by the simplify_creator_attributions_unauth_web group the viewer answer carries', () => {
  it.each<[string, Viewer, { merchant: boolean; creator: boolean }]>([
    ['no experiment, signed out: both', signedOut(null), { merchant: true, creator: true }],
    ['control, signed out: none', signedOut('control'), { merchant: false, creator: false }],
    ['the empty group, signed out: none', signedOut(''), { merchant: false, creator: false }],
    ['control, signed in: both (the experiment is about signed-out viewers)', signedIn('control'), { merchant: true, creator: true }],
    ['trusted merchant blue checkmark: merchant only', signedOut('enabled_att_trusted_merchant_blue_checkmark'), { merchant: true, creator: false }],
    ['creators with red checkmarks: creator only', signedIn('enabled_att_creators_with_red_checkmarks'), { merchant: false, creator: true }],
    [
      'trusted merchants and verified creators only: none',
      signedOut('enabled_att_trusted_merchants_and_verified_creators_only'),
      { merchant: false, creator: false },
    ],
    ['an unknown group: both', signedOut('some_later_group'), { merchant: true, creator: true }],
  ])('%s', async (_case, viewer, expected) => {
    await renderCard(pin(), { viewer });
    await screen.findByRole('link', { name: 'Maker' });
    expect(badges()).toEqual(expected);
  });
});
