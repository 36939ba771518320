import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/feeds';
import type { Pin } from '../../../shared/contracts/pin';
import type { TodayArticle } from '../../../shared/contracts/todayArticle';
import { allSizes } from '../../../shared/domain/imageSizes';
import { notFound } from '../../http/errors';
import { offsetPage, type Page } from '../feeds/paging';
import type { PinsService } from '../pins/service';
import type { TodayStore } from './store';

/** Today articles (/today/article/{id}/): one article, and its pins a page at a time. */
export function createTodayService(store: TodayStore, pins: PinsService) {
  function article(o: OptionsOf<typeof contracts.todayArticleGet>): TodayArticle {
    const row = store.article(Number(o.article_id));
    if (!row) throw notFound('Article');
    return {
      id: String(row.id),
      title: row.title,
      description: row.description,
      coverImages: allSizes(row.signature, { width: row.width, height: row.height }, row.dominant_color),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  /** A curated list of a dozen or so pins: paged by offset, in the editors' order. */
  function articlePins(o: OptionsOf<typeof contracts.todayArticleFeed>, viewerId: number | null): Page<Pin> {
    const id = Number(o.article_id);
    if (!store.exists(id)) throw notFound('Article');
    const page = offsetPage(o, (k) => store.pins(viewerId, id, k));
    return { data: pins.hydrate(page.ids, viewerId), bookmark: page.bookmark };
  }

  return { article, articlePins };
}

export type TodayService = ReturnType<typeof createTodayService>;
