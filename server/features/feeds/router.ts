import type * as contracts from '../../../shared/contracts/feeds';
import type { Handlers } from '../../http/mount';
import type { CatalogsService } from '../catalogs/service';
import type { TodayService } from '../today/service';
import type { FeedsService } from './service';

export function feedsHandlers(feeds: FeedsService, today: TodayService, catalogs: CatalogsService): Pick<Handlers, keyof typeof contracts> {
  return {
    homefeed: ({ options, viewer }) => (viewer ? feeds.homefeed(options, viewer.id) : { prepared: feeds.signedOutHomefeed(options) }),
    boardFeed: ({ options, viewer }) => feeds.boardFeed(options, viewer?.id ?? null),
    userPins: ({ options, viewer }) => feeds.userPins(options, viewer?.id ?? null),
    userPinFacets: ({ options, viewer }) => feeds.userPinFacets(options, viewer.id),
    interestGet: ({ options, viewer }) => ({ data: feeds.interest(options, viewer?.id ?? null) }),
    interestFeed: ({ options, viewer }) => feeds.interestFeed(options, viewer?.id ?? null),
    relatedPins: ({ options, viewer }) => feeds.relatedPins(options, viewer?.id ?? null),
    search: ({ options, viewer }) => feeds.search(options, viewer?.id ?? null),
    userGet: ({ options, viewer }) => ({ data: feeds.profile(options, viewer?.id ?? null) }),
    todayArticleGet: ({ options }) => ({ data: today.article(options) }),
    todayArticleFeed: ({ options, viewer }) => today.articlePins(options, viewer?.id ?? null),
    businessCatalog: ({ options, viewer }) => catalogs.catalog(options, viewer.id),
  };
}
