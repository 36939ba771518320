import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type { Pin } from '../../../shared/contracts/pin';
import type * as contracts from '../../../shared/contracts/pins';
import { safeWebLink } from '../../../shared/domain/links';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { viewerPermissions } from '../boards/serialize';
import type { BoardsService } from '../boards/service';
import type { FeedsService } from '../feeds/service';
import { domainOf } from './domain';
import type { PinEditStore } from './editStore';

type UpdateOptions = OptionsOf<typeof contracts.pinUpdate>;

export function createPinEditService(store: PinEditStore, boards: BoardsService, feeds: FeedsService) {
  /**
   * PinResource update: the pinner, or a collaborator allowed the action on the pin's board: 'move' to take it to
   * another board (where 'save' is needed too), 'edit' for everything else. The pinner may always take their own pin
   * away, as they may delete it.
   */
  function update(o: UpdateOptions, viewerId: number): Pin {
    const pin = store.editable(Number(o.id), viewerId);
    if (!pin) throw notFound('Pin');
    const moved = o.board_id !== undefined && Number(o.board_id) !== pin.board_id;
    const edited = [o.title, o.description, o.link, o.alt_text].some((v) => v !== undefined) || (!moved && o.section !== undefined);
    if (pin.pinner_id !== viewerId) {
      const allowed = viewerPermissions(pin.board_owner_id, pin.my_permissions, viewerId);
      if ((edited || !moved) && !allowed.includes('edit')) throw forbidden('You do not have permission to edit that pin.');
      if (moved && !allowed.includes('move')) throw forbidden('You do not have permission to move pins off that board.');
    }

    const board = moved
      ? boards.allowing(Number(o.board_id), viewerId, 'save', 'You do not have permission to save to that board.').id
      : pin.board_id;
    let section = moved ? null : pin.section_id;
    if (o.section != null) {
      const found = boards.section(Number(o.section), board);
      if (!found) throw badRequest('That section is not on the board.', { section: "not a section of the pin's board" });
      section = found.id;
    } else if (o.section === null) section = null;

    let link: string | null | undefined;
    if (o.link !== undefined) {
      link = o.link ? safeWebLink(o.link) : null;
      if (o.link && !link) throw badRequest('The link must be an http or https URL.', { link: 'must be an http or https URL' });
    }
    const written = store.update({
      id: pin.id,
      from: pin.board_id,
      board,
      section,
      title: o.title,
      description: o.description,
      altText: o.alt_text === undefined ? undefined : o.alt_text || null,
      link,
      domain: link === undefined ? undefined : domainOf(link),
    });
    // As bulk move answers the same clash (one save of an original per board and pinner).
    if (!written) throw conflict('This pin is already saved on that board.', { board_id: 'already saved on that board' });
    return feeds.pin(String(pin.id), viewerId);
  }

  return { update };
}

export type PinEditService = ReturnType<typeof createPinEditService>;
