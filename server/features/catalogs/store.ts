import { perLimit } from '../../common/perLimit';
import { BOARD_VISIBLE, NOT_HIDDEN } from '../../common/visibility';
import type { Db } from '../../sqlite/open';

/**
 * A business account's product catalogue: its original pins whose rich summary is a product (a saved copy is someone
 * else's, and carries no summary of its own). `@viewer` is the account itself, whose catalogue it is.
 */
export function createCatalogsStore(db: Db) {
  const products = perLimit<{ viewer: number; id: number }, number>(
    db,
    (n) => `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
       WHERE p.pinner_id = @viewer AND p.origin_pin_id IS NULL AND json_extract(p.rich_summary_json, '$.typeName') = 'product'
         AND p.id < @id AND ${BOARD_VISIBLE} AND ${NOT_HIDDEN}
       ORDER BY p.id DESC LIMIT ${n}`,
    true,
  );
  return {
    products: (accountId: number, { limit, id }: { limit: number; id: number }) => products(limit, { viewer: accountId, id }),
  };
}

export type CatalogsStore = ReturnType<typeof createCatalogsStore>;
