import { act, screen, waitFor, within } from '@testing-library/react';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { FEEDBACK_TYPES, REPORT_REASONS, TIMINGS } from '../../../../shared/constants';
import { makeBoard, makePin, makeUser } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderFeedbackCard } from './renderFeedbackCard';

const hidden = (id: string) => ({
  data: { feedbackType: 1, undo: false, pin: { id, hiddenByMe: true, reportedByMe: false }, topics: [], user: null, board: null, interest: null },
});
const pin = makePin('1');
const followedPinner = makePin('1', { pinner: makeUser('5', { fullName: 'Mia Chen', explicitlyFollowedByMe: true }) });
const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the menu offers Hide Pin and Report Pin', async () => {
  const { openMenu } = await renderFeedbackCard(pin);
  await openMenu();
  expect(items()).toEqual(['Hide Pin', 'Report Pin']);
});

test('a pin from a followed pinner also offers to unfollow them', async () => {
  const { openMenu } = await renderFeedbackCard(followedPinner);
  await openMenu();
  expect(items()).toEqual(['Hide Pin', 'Report Pin', 'Unfollow Mia Chen']);
});

test('a pin with topics offers See fewer Pins like this after Hide Pin', async () => {
  const { openMenu } = await renderFeedbackCard(makePin('1', { interests: [{ id: '7', name: 'Knitting', urlName: 'knitting' }] }));
  await openMenu();
  expect(items()).toEqual(['Hide Pin', 'See fewer Pins like this', 'Report Pin']);
});

test('a pin from a followed board offers to unfollow the board, as the pin answer said', async () => {
  const { openMenu } = await renderFeedbackCard(makePin('1', { board: makeBoard('6', '91', { name: 'Weeknight Recipes', followedByMe: true }) }));
  await openMenu();
  expect(items()).toEqual(['Hide Pin', 'Report Pin', 'Unfollow Weeknight Recipes']);
});

test('an ad has its own menu: Hide ad and Report ad, no unfollow of its promoter', async () => {
  const ad = makePin('1', { isPromoted: true, pinner: makeUser('5', { fullName: 'Brand Co', explicitlyFollowedByMe: true }) });
  const { openMenu, user } = await renderFeedbackCard(ad);
  await openMenu();
  expect(items()).toEqual(['Hide ad', 'Report ad']);
  await user.click(screen.getByRole('menuitem', { name: 'Report ad' }));
  expect(await screen.findByRole('menu', { name: 'Report ad' })).toBeInTheDocument();
});

test('a pin from a followed topic offers to unfollow the topic', async () => {
  const topicPin = makePin('1', {
    sourceInterest: { name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' },
    interests: [{ id: '7', name: 'Vegetarian cooking', urlName: 'vegetarian-cooking' }],
  });
  const { openMenu } = await renderFeedbackCard(topicPin);
  await openMenu();
  expect(items()).toContain('Unfollow Vegetarian cooking');
});

test('Hide Pin hides it through PinFeedbackResource and covers the pin with the overlay', async () => {
  const { openMenu } = await renderFeedbackCard(pin);
  const api = mockApi({ pinFeedback: ({ pin_id }) => hidden(String(pin_id)) });
  await openMenu();
  await userClick(screen.getByRole('menuitem', { name: 'Hide Pin' }));

  expect(await screen.findByText('Pin hidden')).toBeInTheDocument();
  expect(api.callsTo('pinFeedback').map((c) => c.options)).toEqual([{ feedback_type: FEEDBACK_TYPES.hidePin, pin_id: '1', undo: false }]);
  expect(screen.queryByRole('menu')).toBeNull();
  // Nothing left to hide: the overflow button goes while the overlay holds the pin's actions.
  expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
});

test('Report Pin asks for a reason, reports with it, and shows Reported without Undo', async () => {
  const { openMenu, user } = await renderFeedbackCard(pin);
  const api = mockApi({ pinFeedback: ({ pin_id }) => hidden(String(pin_id)) });
  await openMenu();
  await user.click(screen.getByRole('menuitem', { name: 'Report Pin' }));
  const reasons = await screen.findByRole('menu', { name: 'Report Pin' });
  expect(within(reasons).getAllByRole('menuitem')).toHaveLength(REPORT_REASONS.length);
  await userClick(within(reasons).getByRole('menuitem', { name: 'Spam' }));

  expect(await screen.findByText('Reported')).toBeInTheDocument();
  expect(screen.getByText('Thanks! Your feedback helps us keep the community safe.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  expect(api.callsTo('pinFeedback').map((c) => c.options)).toEqual([
    { feedback_type: FEEDBACK_TYPES.reportPin, pin_id: '1', complaint_reason: 'spam' },
  ]);
});

test('signed out, Hide Pin opens the login prompt for hiding and calls nothing', async () => {
  const { openMenu, store } = await renderFeedbackCard(pin, { viewer: null });
  const api = mockApi({});
  await openMenu();
  await userClick(screen.getByRole('menuitem', { name: 'Hide Pin' }));
  expect(selectLoginPrompt(store.getState())).toEqual({ visible: true, trigger: 'hide' });
  expect(api.calls).toHaveLength(0);
  expect(screen.queryByText('Pin hidden')).toBeNull();
});

test('when the session has ended, Hide Pin answers 401: the login modal is headed "Log in to hide this Pin"', async () => {
  const { openMenu } = await renderFeedbackCard(pin);
  mockApi({ pinFeedback: () => ({ status: 401, error: { code: 'unauthenticated', message: 'Log in to continue.' } }) });
  await openMenu();
  await userClick(screen.getByRole('menuitem', { name: 'Hide Pin' }));
  expect(await screen.findByRole('dialog', { name: 'Log in to hide this Pin' })).toBeInTheDocument();
  expect(screen.queryByText('Pin hidden')).toBeNull();
});

test('a failed hide leaves the pin as it was', async () => {
  const { openMenu } = await renderFeedbackCard(pin);
  const api = mockApi({ pinFeedback: () => ({ status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } }) });
  await openMenu();
  await userClick(screen.getByRole('menuitem', { name: 'Hide Pin' }));
  await waitFor(() => expect(api.callsTo('pinFeedback')).toHaveLength(1));
  await act(async () => {});
  expect(screen.queryByText('Pin hidden')).toBeNull();
});

test('works by keyboard: Tab to the button, open with Enter, move with the arrows, choose with Enter', async () => {
  const { user } = await renderFeedbackCard(pin);
  mockApi({ pinFeedback: ({ pin_id }) => hidden(String(pin_id)) });
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'More options' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await screen.findByRole('menu');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Hide Pin' })).toHaveFocus());
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Report Pin' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{Enter}');
  expect(await screen.findByText('Pin hidden')).toBeInTheDocument();
  // The menu button went with the hide; the keyboard lands on the overlay's Undo, not on the page.
  expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
});

test('Report Pin by keyboard: ArrowRight opens the reasons, Enter reports', async () => {
  const { openMenu, user } = await renderFeedbackCard(pin);
  const api = mockApi({ pinFeedback: ({ pin_id }) => hidden(String(pin_id)) });
  await openMenu();
  act(() => screen.getByRole('menuitem', { name: 'Report Pin' }).focus());
  await user.keyboard('{ArrowRight}');
  const reasons = await screen.findByRole('menu', { name: 'Report Pin' });
  await waitFor(() => expect(within(reasons).getByRole('menuitem', { name: 'Spam' })).toHaveFocus());
  await user.keyboard('{ArrowDown}{Enter}');
  expect(await screen.findByText('Reported')).toBeInTheDocument();
  expect(api.callsTo('pinFeedback')[0].options).toMatchObject({ complaint_reason: 'nudity' });
  expect(screen.getByText('Reported').parentElement).toHaveFocus();
});

test('the hover controls stay while the menu is open, though the pointer left the card for the menu', async () => {
  const { openMenu, link, user } = await renderFeedbackCard(pin);
  await openMenu();
  await (await pointerUser()).unhover(link());
  act(() => jest.advanceTimersByTime(TIMINGS.hoverFade * 2));
  expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('menu')).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
});

/**
 * A pointer that ignores the `pointer-events: none` a modal menu puts on the page behind it (a real pointer still
 * leaves the card), and that starts afresh, as the pointer that opened the menu has moved on.
 */
async function pointerUser() {
  const { default: userEvent, PointerEventsCheckLevel } = await import('@testing-library/user-event');
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

async function userClick(element: HTMLElement) {
  await (await pointerUser()).click(element);
}
