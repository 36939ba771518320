import { screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_TYPES } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/contracts/pin';
import { makeBoard, makePin, makeUser } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderFeedbackCard } from './renderFeedbackCard';

const feedbackAnswer = (id: string, hiddenByMe: boolean) => ({
  data: { feedbackType: 1, undo: !hiddenByMe, pin: { id, hiddenByMe, reportedByMe: false }, topics: [], user: null, board: null, interest: null },
});
const pinFeedback = (options: Record<string, unknown>) => feedbackAnswer(String(options.pin_id), options.undo !== true);
const userFollow = (followed: boolean) => (options: Record<string, unknown>) => ({
  data: { id: String(options.user_id), explicitlyFollowedByMe: followed, followerCount: 3 },
});
const boardFollow = (followed: boolean) => (options: Record<string, unknown>) => ({
  data: { id: String(options.id), followedByMe: followed, followerCount: 1 },
});
const interestFollow = (followed: boolean) => (options: Record<string, unknown>) => ({
  data: { id: String(options.interest_id), followedByMe: followed },
});

const overlay = (container: HTMLElement) => container.querySelector('.feedback-overlay');
const button = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function hide(pin: Pin, options: Parameters<typeof renderFeedbackCard>[1] = {}, item = 'Hide Pin') {
  const rendered = await renderFeedbackCard(pin, options);
  const api = mockApi({
    pinFeedback,
    userFeedback: (o) => feedbackAnswer(String(o.pin_id), o.undo !== true),
    p2pHide: ({ pin: id }) => feedbackAnswer(String(id), true),
    p2pUnhide: ({ pin: id }) => feedbackAnswer(String(id), false),
    searchHide: ({ pin_id }) => feedbackAnswer(String(pin_id), true),
    searchUnhide: ({ pin_id }) => feedbackAnswer(String(pin_id), false),
    unfollowUser: userFollow(false),
    followUser: userFollow(true),
    unfollowInterest: interestFollow(false),
    followInterest: interestFollow(true),
    unfollowBoard: boardFollow(false),
    followBoard: boardFollow(true),
  });
  await rendered.openMenu();
  await rendered.user.click(screen.getByRole('menuitem', { name: item }));
  await screen.findByText('Pin hidden');
  return { ...rendered, api };
}

test('a pin hidden on the home feed: title, the more-relevant sentence, Undo; Undo unhides it and the overlay goes', async () => {
  const { container, user, api } = await hide(makePin('1'));
  expect(overlay(container)).toHaveAttribute('data-overlay-type', 'pfy');
  expect(screen.getByText("Got it! We'll try to show you more relevant Pins in the future.")).toBeInTheDocument();
  expect(button('Unfollow')).toBeNull();

  await user.click(button('Undo')!);
  await waitFor(() => expect(overlay(container)).toBeNull());
  expect(api.callsTo('pinFeedback').map((c) => c.options)).toEqual([
    { feedback_type: FEEDBACK_TYPES.hidePin, pin_id: '1', undo: false },
    { feedback_type: FEEDBACK_TYPES.hidePin, pin_id: '1', undo: true },
  ]);
  expect(button('More options')).toBeInTheDocument();
});

test('a pin from a followed pinner: fewer-like-this, then Unfollow shows the alternate text, and Undo follows again', async () => {
  const pin = makePin('1', { pinner: makeUser('5', { fullName: 'Mia Chen', explicitlyFollowedByMe: true }) });
  const { container, user, api } = await hide(pin);
  expect(overlay(container)).toHaveAttribute('data-overlay-type', 'followed');
  expect(screen.getByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();

  await user.click(button('Unfollow')!);
  expect(await screen.findByText("You unfollowed Mia Chen and won't see Pins they save anymore.")).toBeInTheDocument();
  expect(api.callsTo('unfollowUser').map((c) => c.options)).toEqual([{ user_id: '5' }]);
  expect(button('Unfollow')).toBeNull();

  // Undo of the unfollow is the matching follow; the pin stays hidden, with Unfollow offered again.
  await user.click(button('Undo')!);
  expect(await screen.findByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();
  expect(api.callsTo('followUser').map((c) => c.options)).toEqual([{ user_id: '5' }]);
  expect(button('Unfollow')).toBeInTheDocument();
  expect(api.callsTo('pinFeedback')).toHaveLength(1);

  await user.click(button('Undo')!);
  await waitFor(() => expect(overlay(container)).toBeNull());
  expect(api.callsTo('pinFeedback')).toHaveLength(2);
});

test('unfollowing a topic from the menu alone: the topic sentence, and Undo follows it again and closes the overlay', async () => {
  const pin = makePin('1', {
    sourceInterest: { name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' },
    interests: [{ id: '7', name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' }],
  });
  const rendered = await renderFeedbackCard(pin);
  const api = mockApi({ unfollowInterest: interestFollow(false), followInterest: interestFollow(true) });
  await rendered.openMenu();
  await rendered.user.click(screen.getByRole('menuitem', { name: 'Unfollow Vegetarian cooking' }));
  expect(await screen.findByText("We'll show you less Pins from Vegetarian cooking in the future.")).toBeInTheDocument();
  expect(api.callsTo('unfollowInterest').map((c) => c.options)).toEqual([{ interest_id: '7' }]);

  await rendered.user.click(button('Undo')!);
  await waitFor(() => expect(overlay(rendered.container)).toBeNull());
  expect(api.callsTo('followInterest').map((c) => c.options)).toEqual([{ interest_id: '7' }]);
});

const knitting = { id: '7', name: 'Knitting', urlName: 'knitting' };
const adData = {
  adDestinationUrl: null,
  advertiserId: '3',
  campaignId: '4',
  pinPromotionId: '5',
  collectionGridClickType: null,
  isWeightLossAd: false,
};

test("See fewer Pins like this: the generic action lowers the pin's topics, the fewer-like-this sentence even on the home feed; Undo takes it back", async () => {
  const { container, user, api } = await hide(makePin('1', { interests: [knitting] }), {}, 'See fewer Pins like this');
  expect(overlay(container)).toHaveAttribute('data-overlay-type', 'pfy');
  expect(screen.getByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();
  expect(api.callsTo('userFeedback').map((c) => c.options)).toEqual([
    { feedback_type: FEEDBACK_TYPES.fewerLikeThis, pin_id: '1', interest_list: ['7'], undo: false },
  ]);

  await user.click(button('Undo')!);
  await waitFor(() => expect(overlay(container)).toBeNull());
  expect(api.callsTo('userFeedback')[1].options).toEqual({
    feedback_type: FEEDBACK_TYPES.fewerLikeThis,
    pin_id: '1',
    interest_list: ['7'],
    undo: true,
  });
  expect(api.callsTo('pinFeedback')).toHaveLength(0);
});

test('See fewer Pins like this in search results carries the query and the pin type', async () => {
  const { api } = await hide(
    makePin('1', { interests: [knitting] }),
    { surface: 'SearchItem', route: '/search/?q=yarn' },
    'See fewer Pins like this',
  );
  expect(screen.getByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();
  expect(api.callsTo('userFeedback').map((c) => c.options)).toEqual([
    { feedback_type: FEEDBACK_TYPES.fewerLikeThis, pin_id: '1', interest_list: ['7'], undo: false, query: 'yarn', pin_type: 0 },
  ]);
});

test('Hide ad on a weight-loss ad: ads about its topics are hidden, the GLP-1 sentence shows, Undo takes it back', async () => {
  const ad = makePin('1', { isPromoted: true, interests: [knitting], adData: { ...adData, isWeightLossAd: true } });
  const { container, user, api } = await hide(ad, {}, 'Hide ad');
  expect(overlay(container)).toHaveAttribute('data-feedback-state', 'hiddenForWeightLoss');
  expect(overlay(container)).toHaveAttribute('data-overlay-type', 'hiddenForWeightLoss');
  expect(screen.getByText("Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.")).toBeInTheDocument();
  const sent = { feedback_type: FEEDBACK_TYPES.hideAdsAboutTopic, pin_id: '1', interest_list: ['7'], promoted: true, is_third_party_ad: false };
  expect(api.callsTo('userFeedback').map((c) => c.options)).toEqual([{ ...sent, undo: false }]);

  await user.click(button('Undo')!);
  await waitFor(() => expect(overlay(container)).toBeNull());
  expect(api.callsTo('userFeedback')[1].options).toEqual({ ...sent, undo: true });
});

test('Hide ad on any other ad hides that ad through the generic action, flagged as promoted', async () => {
  const ad = makePin('1', { isPromoted: true, isThirdPartyAd: true, interests: [knitting], adData });
  const { api } = await hide(ad, {}, 'Hide ad');
  expect(screen.getByText("Got it! We'll try to show you more relevant Pins in the future.")).toBeInTheDocument();
  expect(api.callsTo('userFeedback').map((c) => c.options)).toEqual([
    { feedback_type: FEEDBACK_TYPES.hidePin, pin_id: '1', promoted: true, is_third_party_ad: true, undo: false },
  ]);
});

test('a pin from a followed board: the hide offers Unfollow, the board sentence follows, and Undo follows the board again', async () => {
  const pin = makePin('1', { board: makeBoard('6', '91', { name: 'Weeknight Recipes', followedByMe: true }) });
  const { container, user, api } = await hide(pin);
  expect(overlay(container)).toHaveAttribute('data-overlay-type', 'followed');
  expect(screen.getByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();

  await user.click(button('Unfollow')!);
  expect(await screen.findByText("You unfollowed the board Weeknight Recipes and won't see Pins saved to it anymore.")).toBeInTheDocument();
  expect(api.callsTo('unfollowBoard').map((c) => c.options)).toEqual([{ id: '6' }]);

  await user.click(button('Undo')!);
  expect(await screen.findByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();
  expect(api.callsTo('followBoard').map((c) => c.options)).toEqual([{ id: '6' }]);
  expect(button('Unfollow')).toBeInTheDocument();
});

test('a pin from a followed topic: Unfollow from the overlay shows the topic sentence, Undo follows the topic again', async () => {
  const pin = makePin('1', { sourceInterest: { name: 'Knitting', urlName: 'knitting' }, interests: [knitting] });
  const { user, api } = await hide(pin);
  await user.click(button('Unfollow')!);
  expect(await screen.findByText("We'll show you less Pins from Knitting in the future.")).toBeInTheDocument();
  await user.click(button('Undo')!);
  expect(await screen.findByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();
  expect(api.callsTo('unfollowInterest').map((c) => c.options)).toEqual([{ interest_id: '7' }]);
  expect(api.callsTo('followInterest').map((c) => c.options)).toEqual([{ interest_id: '7' }]);
});

test('in search results the search hide is used with the query, and its unhide on Undo', async () => {
  const { user, api, container } = await hide(makePin('1'), { surface: 'SearchItem', route: '/search/?q=pasta' });
  expect(screen.getByText("Got it! We'll show you fewer Pins like this.")).toBeInTheDocument();
  expect(api.callsTo('searchHide').map((c) => c.options)).toEqual([{ pin_id: '1', query: 'pasta', pin_type: 0 }]);
  await user.click(button('Undo')!);
  await waitFor(() => expect(overlay(container)).toBeNull());
  expect(api.callsTo('searchUnhide').map((c) => c.options)).toEqual([{ pin_id: '1', query: 'pasta', pin_type: 0 }]);
});

test.each<[string, Partial<Pin>, number]>([
  [
    'a product is a buyable pin',
    {
      richSummary: {
        typeName: 'product',
        displayName: 'Lamp',
        siteName: 'Shop',
        url: 'https://shop.example/lamp',
        displayCookTime: null,
        aggregateRating: null,
        products: [],
      },
    },
    1,
  ],
  ['a video', { videos: { id: 'v', entityId: 'v', duration: 1000, videoList: {} } }, 2],
])('a search hide of %s sends its pin_type', async (_kind, overrides, pinType) => {
  const { api } = await hide(makePin('1', overrides), { surface: 'SearchItem', route: '/search/?q=pasta' });
  expect(api.callsTo('searchHide').map((c) => c.options)).toEqual([{ pin_id: '1', query: 'pasta', pin_type: pinType }]);
});

test('among related pins the p2p hide is used, and its unhide on Undo', async () => {
  const { user, api, container } = await hide(makePin('1'), { surface: 'RelatedPinGrid' });
  expect(overlay(container)).toHaveAttribute('data-overlay-type', 'related');
  expect(api.callsTo('p2pHide').map((c) => c.options)).toEqual([{ pin: '1' }]);
  await user.click(button('Undo')!);
  await waitFor(() => expect(overlay(container)).toBeNull());
  expect(api.callsTo('p2pUnhide').map((c) => c.options)).toEqual([{ pin: '1' }]);
});

test('the subtitle is hidden under 250 px, the title and Undo stay', async () => {
  await hide(makePin('1'), { height: 249 });
  expect(screen.queryByText("Got it! We'll try to show you more relevant Pins in the future.")).toBeNull();
  expect(button('Undo')).toBeInTheDocument();
});

test('at 250 px the subtitle shows', async () => {
  await hide(makePin('1'), { height: 250 });
  expect(screen.getByText("Got it! We'll try to show you more relevant Pins in the future.")).toBeInTheDocument();
});

test('the overlay is announced and its buttons are reachable by keyboard', async () => {
  const { user, container } = await hide(makePin('1'));
  expect(within(overlay(container) as HTMLElement).getByRole('status')).toHaveTextContent('Pin hidden');
  screen.getByRole('link', { name: 'Pin 1' }).focus();
  await user.tab();
  expect(button('Undo')).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(overlay(container)).toBeNull());
});
