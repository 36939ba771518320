import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/feeds';
import type { Pin } from '../../../shared/contracts/pin';
import { forbidden, notFound } from '../../http/errors';
import { idKeysetPage, type Page } from '../feeds/paging';
import type { PinsService } from '../pins/service';
import type { createProfileManagersStore } from '../profileManagers/store';
import type { UsersStore } from '../users/store';
import type { CatalogsStore } from './store';

type ProfileManagers = ReturnType<typeof createProfileManagersStore>;

/**
 * Business catalogues (/business/catalogs/{id}/): a business account's products, for the account and the people who
 * manage it (business access). The spec leaves the permissions of business areas unshown; ours:
 * anyone else who asks is refused (403), which the page shows as a catalogue that is not theirs. A manager acts as
 * the account, so they see what it sees, as with pin stats.
 */
export function createCatalogsService(store: CatalogsStore, users: UsersStore, managers: ProfileManagers, pins: PinsService) {
  /** Whether the viewer may see the catalogue of account `accountId`: 404 when there is no such account, 403 when not theirs. */
  function allow(accountId: number, viewerId: number): void {
    if (!users.byId(accountId)) throw notFound('Account');
    if (accountId !== viewerId && !managers.manages(viewerId, accountId)) {
      throw forbidden('Only the account and the people who manage it can see its catalogue.');
    }
  }

  function catalog(o: OptionsOf<typeof contracts.businessCatalog>, viewerId: number): Page<Pin> {
    const accountId = Number(o.user_id);
    allow(accountId, viewerId);
    const page = idKeysetPage(o, (k) => store.products(accountId, k));
    return { data: pins.hydrate(page.ids, viewerId), bookmark: page.bookmark };
  }

  return { catalog };
}

export type CatalogsService = ReturnType<typeof createCatalogsService>;
