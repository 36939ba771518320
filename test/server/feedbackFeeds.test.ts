import { FEEDBACK_TYPES as T } from '../../shared/constants';
import { NOT_HIDDEN, NOT_LOWERED, NOT_UNFOLLOWED } from '../../server/common/visibility';
import { anonCall, rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

const { app, db } = makeApp();
const f = factories(db);

// gus and hal's kitchen board are followed by every viewer below, and so is the Pottery interest; ida's pottery
// pins come in through it. jon saved gus's teapot. ida also runs a promoted pin about dieting.
const W = (() => {
  const gus = f.user('gus');
  const hal = f.user('hal');
  const ida = f.user('ida');
  const jon = f.user('jon');
  const gusBoard = f.board(gus, 'Gus ceramics');
  const kitchen = f.board(hal, 'Hal kitchen');
  const idaBoard = f.board(ida, 'Ida finds');
  const pottery = f.interest('Pottery');
  const diet = f.interest('Diet');
  const teapot = f.pin(gus, gusBoard, { title: 'Glazed teapot' });
  const gusMug = f.pin(gus, gusBoard, { title: 'Speckled mug' });
  const gusVase = f.pin(gus, gusBoard, { title: 'Tall vase' });
  f.tag(gusVase, pottery);
  const halPins = [f.pin(hal, kitchen), f.pin(hal, kitchen)];
  const potteryPins = [f.pin(ida, idaBoard, { title: 'Wheel throwing' }), f.pin(ida, idaBoard, { title: 'Kiln tips' })];
  for (const p of potteryPins) f.tag(p, pottery);
  const ad = f.pin(ida, idaBoard, { title: 'Keto snack bars', is_promoted: 1, save_count: 50 });
  f.tag(ad, diet);
  const dietRecipe = f.pin(ida, idaBoard, { title: 'Keto salad', save_count: 40 });
  f.tag(dietRecipe, diet);
  const filler = Array.from({ length: 6 }, (_, i) => f.pin(ida, idaBoard, { save_count: 10 + i }));
  const jonRepin = f.repin(teapot, jon, f.board(jon, 'Jon kitchen'));
  return { gus, hal, ida, jon, gusBoard, kitchen, pottery, diet, teapot, gusMug, gusVase, halPins, potteryPins, ad, dietRecipe, filler, jonRepin };
})();

let serial = 0;
/** A fresh viewer following gus, hal's kitchen and Pottery, so no test sees another's feedback. */
async function newViewer(): Promise<{ b: Browser; id: number }> {
  const b = await browser(app);
  const name = `viewer${++serial}`;
  await signUp(b, name);
  const id = f.userId(name);
  f.followUser(id, W.gus);
  f.followBoard(id, W.kitchen);
  f.followInterest(id, W.pottery);
  return { b, id };
}

type Item = { id: string; sourceInterest?: { name: string } | null };
const ids = (items: Item[]) => items.map((p) => Number(p.id));
const home = async (b: Browser) => ids((await readAll<Item>((bookmark) => b.call('homefeed', { page_size: 5, bookmark }), 5)).items);
const list = async (b: Browser, name: 'boardFeed' | 'userPins' | 'relatedPins' | 'search', options: object) =>
  ids(rr(await b.callUnchecked(name, { page_size: 100, ...options })).data);

/** Every feed a hidden pin must leave, as the viewer sees them. */
async function everyFeed(b: Browser) {
  return {
    home: await home(b),
    board: await list(b, 'boardFeed', { board_id: W.gusBoard }),
    profile: await list(b, 'userPins', { username: 'gus' }),
    saves: await list(b, 'userPins', { username: 'jon', filter: 'saved' }),
    related: await list(b, 'relatedPins', { pin_id: W.gusMug }),
    search: await list(b, 'search', { query: 'teapot' }),
  };
}

const hide = (b: Browser, pinId: number, undo = false) => b.call('pinFeedback', { feedback_type: T.hidePin, pin_id: pinId, undo });

describe('a hidden pin', () => {
  it("leaves that viewer's home, board, profile, related and search lists, with every save of it, and undo brings it back", async () => {
    const { b } = await newViewer();
    const before = await everyFeed(b);
    expect(before.home).toContain(W.teapot);
    expect(before.board).toContain(W.teapot);
    expect(before.profile).toContain(W.teapot);
    expect(before.saves).toContain(W.jonRepin);
    expect(before.related).toContain(W.teapot);
    expect(before.search).toContain(W.teapot);

    expect((await hide(b, W.teapot)).status).toBe(200);
    const hidden = await everyFeed(b);
    for (const feed of Object.values(hidden)) {
      expect(feed).not.toContain(W.teapot);
      expect(feed).not.toContain(W.jonRepin);
    }
    expect(hidden.board).toContain(W.gusMug);

    await hide(b, W.teapot, true);
    expect(await everyFeed(b)).toEqual(before);
  });

  it('stays for everyone else, signed in or out', async () => {
    const [{ b: hider }, { b: other }] = await Promise.all([newViewer(), newViewer()]);
    await hide(hider, W.gusMug);
    expect(await home(other)).toContain(W.gusMug);
    expect(ids(rr(await anonCall(app, 'boardFeed', { board_id: W.gusBoard })).data)).toContain(W.gusMug);
    expect(ids(rr(await anonCall(app, 'homefeed', { page_size: 100 })).data)).toContain(W.gusMug);
  });

  it("hidden through a save, takes the original out of the viewer's feeds too", async () => {
    const { b } = await newViewer();
    await b.call('p2pHide', { pin: W.jonRepin });
    expect(await list(b, 'boardFeed', { board_id: W.gusBoard })).not.toContain(W.teapot);
    expect(await home(b)).not.toContain(W.teapot);
  });

  it('when reported, is hidden for the reporter only, and undoing a hide does not bring it back', async () => {
    const [{ b: reporter }, { b: other }] = await Promise.all([newViewer(), newViewer()]);
    await reporter.call('pinFeedback', { feedback_type: T.reportPin, pin_id: W.halPins[0], complaint_reason: 'spam' });
    await hide(reporter, W.halPins[0], true);
    expect(await home(reporter)).not.toContain(W.halPins[0]);
    expect(await list(reporter, 'boardFeed', { board_id: W.kitchen })).not.toContain(W.halPins[0]);
    expect(await home(other)).toContain(W.halPins[0]);
  });

  it("is left out of the pages that follow an already cached first page of the viewer's home feed", async () => {
    const { b } = await newViewer();
    const all = await home(b);
    const first = rr(await b.call('homefeed', { page_size: 2 }));
    const later = all.find((id) => !ids(first.data).includes(id))!;
    await hide(b, later);
    const rest = ids((await readAll<Item>((bookmark) => b.call('homefeed', { page_size: 2, bookmark: bookmark ?? first.bookmark }), 2)).items);
    expect(rest).not.toContain(later);
    expect([...ids(first.data), ...rest].sort()).toEqual(all.filter((id) => id !== later).sort());
  });
});

describe('unfollowing', () => {
  const gusPins = () => [W.teapot, W.gusMug, W.gusVase];

  it("takes a user's pins out of the home feed, even those an interest would bring, and following again restores them", async () => {
    const { b } = await newViewer();
    expect(await home(b)).toEqual(expect.arrayContaining(gusPins()));
    await b.call('unfollowUser', { user_id: W.gus });
    const after = await home(b);
    for (const id of gusPins()) expect(after).not.toContain(id);
    expect(after).toEqual(expect.arrayContaining(W.halPins));
    await b.call('followUser', { user_id: W.gus });
    expect(await home(b)).toEqual(expect.arrayContaining(gusPins()));
  });

  it("takes a board's pins out of the home feed through the feedback action, and its undo restores them", async () => {
    const { b } = await newViewer();
    expect(await home(b)).toEqual(expect.arrayContaining(W.halPins));
    await b.call('userFeedback', { feedback_type: T.unfollow, board_id: W.kitchen });
    const after = await home(b);
    for (const id of W.halPins) expect(after).not.toContain(id);
    expect(await list(b, 'boardFeed', { board_id: W.kitchen })).toEqual(expect.arrayContaining(W.halPins));
    await b.call('userFeedback', { feedback_type: T.unfollow, board_id: W.kitchen, undo: true });
    expect(await home(b)).toEqual(expect.arrayContaining(W.halPins));
  });
});

describe("'fewer like this' on an interest", () => {
  it('drops the pins that interest brings and popular pins tagged with it from the home feed; undo restores them', async () => {
    const { b } = await newViewer();
    const before = rr(await b.call('homefeed', { page_size: 100 })).data as Item[];
    const sourced = before.filter((p) => p.sourceInterest?.name === 'Pottery').map((p) => Number(p.id));
    expect(sourced).toEqual(expect.arrayContaining(W.potteryPins));

    await b.call('userFeedback', { feedback_type: T.fewerLikeThis, interest_id: W.pottery });
    const after = await home(b);
    for (const id of W.potteryPins) expect(after).not.toContain(id);
    // gus is followed: his vase still comes, tagged or not.
    expect(after).toContain(W.gusVase);

    await b.call('userFeedback', { feedback_type: T.fewerLikeThis, interest_id: W.pottery, undo: true });
    expect(await home(b)).toEqual(ids(before));
  });
});

describe('hiding ads about a topic', () => {
  it("drops promoted pins tagged with it from the viewer's feeds, keeps other pins on the topic, and undo restores them", async () => {
    const { b } = await newViewer();
    expect(await home(b)).toContain(W.ad);
    await b.call('userFeedback', { feedback_type: T.hideAdsAboutTopic, interest_id: W.diet });
    const after = await home(b);
    expect(after).not.toContain(W.ad);
    expect(after).toContain(W.dietRecipe);
    expect(await list(b, 'search', { query: 'keto' })).toEqual([W.dietRecipe]);
    await b.call('userFeedback', { feedback_type: T.hideAdsAboutTopic, interest_id: W.diet, undo: true });
    expect(await home(b)).toContain(W.ad);
  });
});

describe('the feed filters', () => {
  it.each([
    ['NOT_HIDDEN', NOT_HIDDEN],
    ['NOT_LOWERED', NOT_LOWERED],
    ['NOT_UNFOLLOWED', NOT_UNFOLLOWED],
  ])('%s reads the feedback tables by primary key, never by a scan', (_name, condition) => {
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT p.id FROM pins p WHERE p.board_id = 1 AND ${condition}`)
      .all({ viewer: 1 })
      .map((r) => (r as { detail: string }).detail);
    const feedbackReads = plan.filter((d) => / (hp|fx|fpi|fu|fb)\b/.test(d));
    expect(feedbackReads.length).toBeGreaterThan(0);
    for (const d of feedbackReads) expect(d).toMatch(/^SEARCH \w+ USING PRIMARY KEY/);
  });
});
