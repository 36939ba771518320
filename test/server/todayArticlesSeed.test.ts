import { buildSeedPlan } from '../../db/seed/plan';

// The demo's Today articles (db/seed/todayArticles.ts): a few editorial collections made from the demo interests.

const plan = buildSeedPlan(Date.UTC(2026, 0, 15, 12), 'db/seed/assets/videos');

test('six articles, one topic each, each with six to twelve pins at positions 0..n-1 and a cover no other article has', () => {
  expect(plan.todayArticles).toHaveLength(6);
  const covers = plan.todayArticles.map((a) => a.cover_image_id);
  expect(new Set(covers).size).toBe(covers.length);
  for (const article of plan.todayArticles) {
    const positions = plan.todayArticlePins.filter((p) => p.article_id === article.id).map((p) => p.position);
    expect(positions.length).toBeGreaterThanOrEqual(6);
    expect(positions.length).toBeLessThanOrEqual(12);
    expect(positions).toEqual(positions.map((_, i) => i));
    expect(article.title).toMatch(/^The best of /);
  }
});

test("an article's pins are public originals of its topic, no ads, most saved first; its cover is one of them", () => {
  const pins = new Map(plan.pins.map((p) => [p.id, p]));
  const publicBoards = new Set(plan.boards.filter((b) => b.privacy === 'public').map((b) => b.id));
  for (const article of plan.todayArticles) {
    const topic = plan.interests.find((i) => article.title === `The best of ${i.name}`)!;
    const chosen = plan.todayArticlePins.filter((p) => p.article_id === article.id).map((p) => pins.get(p.pin_id)!);
    for (const pin of chosen) {
      expect(pin.origin_pin_id).toBeNull();
      expect(publicBoards.has(pin.board_id)).toBe(true);
      expect(pin.is_promoted).toBe(0);
      expect(plan.pinInterests).toContainEqual({ pin_id: pin.id, interest_id: topic.id });
    }
    const saves = chosen.map((p) => p.save_count);
    expect(saves).toEqual([...saves].sort((a, b) => b - a));
    expect(chosen.map((p) => p.image_id)).toContain(article.cover_image_id);
  }
});
