import type { BoardRow, InterestRow, PinInterestRow, PinRow, TodayArticlePinRow, TodayArticleRow } from '../tables';
import { INTERESTS } from './interests';
import { DAY } from './world';

/** How many articles the demo has, and the most pins one holds. */
const ARTICLES = 6;
const PINS_PER_ARTICLE = 12;
/** An article needs this many pins to be worth a page. */
const MIN_PINS = 6;

export interface TodayArticles {
  articles: TodayArticleRow[];
  articlePins: TodayArticlePinRow[];
}

/**
 * Today articles made from the demo interests, one topic per category (the first with enough pins), so they read as
 * different stories: its most saved original pins on public boards (no ads), most saved first, with the first one's
 * image as the cover unless an earlier article has it. Each is a day older than the one before.
 */
export function todayArticles(
  now: number,
  plan: { interests: readonly InterestRow[]; boards: readonly BoardRow[]; pins: readonly PinRow[]; pinInterests: readonly PinInterestRow[] },
): TodayArticles {
  const publicBoards = new Set(plan.boards.filter((b) => b.privacy === 'public').map((b) => b.id));
  const pinsById = new Map(plan.pins.map((p) => [p.id, p]));
  const articles: TodayArticleRow[] = [];
  const articlePins: TodayArticlePinRow[] = [];
  const categories = new Set<string>();
  const covers = new Set<number>();
  for (const interest of plan.interests) {
    if (articles.length === ARTICLES) break;
    // interests.id = index + 1 in INTERESTS (db/seed/interests.ts).
    const category = INTERESTS[interest.id - 1].category;
    if (categories.has(category)) continue;
    const picks = plan.pinInterests
      .filter((t) => t.interest_id === interest.id)
      .map((t) => pinsById.get(t.pin_id)!)
      .filter((p) => p.origin_pin_id === null && publicBoards.has(p.board_id) && p.is_promoted === 0 && p.promoter_id === null)
      .sort((a, b) => b.save_count - a.save_count || a.id - b.id)
      .slice(0, PINS_PER_ARTICLE);
    if (picks.length < MIN_PINS) continue;
    categories.add(category);
    const cover = (picks.find((p) => !covers.has(p.image_id)) ?? picks[0]).image_id;
    covers.add(cover);
    const id = articles.length + 1;
    articles.push({
      id,
      title: `The best of ${interest.name}`,
      description: `Our editors' pick of the ${picks.length} most saved ${interest.name} pins on Pinboard right now.`,
      cover_image_id: cover,
      created_at: now - articles.length * DAY,
    });
    picks.forEach((pin, position) => articlePins.push({ article_id: id, position, pin_id: pin.id }));
  }
  return { articles, articlePins };
}
