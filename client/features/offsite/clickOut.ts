import { CLICKTHROUGH, OFFSITE } from '../../../shared/constants';
import type { OffsiteCheck } from '../../../shared/contracts/offsite';
import { countsAsClickthrough, type ClickthroughTarget } from '../../../shared/domain/clickthrough';
import { linkHost } from '../../../shared/domain/offsiteDomains';
import type { AppDispatch } from '../../app/store';
import { recordEvent } from '../analytics/recordEvent';
import { attributePin } from '../attribution/attributePin';
import { watchNoAction } from './noAction';
import { offsiteApi } from './offsiteApi';
import { openIn } from './popup';

/** What the 'Heads up!' modal shows for a stopped click. */
export interface Warning {
  message: string;
  host: string;
}

export interface ClickOut {
  pinId: string;
  target: ClickthroughTarget;
  /** A third-party ad's click on its destination is checked as such (third_party_ad instead of pin_id). */
  thirdPartyAd: boolean;
  /** The carousel slot on show, whose link the target is. */
  slotIndex: number | null;
  /** A collection chip's click: the item's place among the chips and the ad's creative type (offsiteChipClick). */
  chip?: ChipClick;
  /** The tab opened on the click, still blank (null: none could be opened). */
  popup: Window | null;
  /** performance.now() at the click. */
  startedAt: number;
  onWarning: (warning: Warning) => void;
}

export interface ChipClick {
  position: number;
  creativeType: number;
}

/** A chip's click asks the check by POST, with where among the chips it was and how it was clicked. */
function chipRequest(dispatch: AppDispatch, pinId: string, url: string, chip: ChipClick, type: 'clickthrough' | 'rightClick') {
  return dispatch(
    offsiteApi.endpoints.offsiteChipClick.initiate({
      url,
      pin_id: pinId,
      check_only: false,
      aux_data: { collection_pin_click_position: chip.position, client_creative_type: chip.creativeType, clickthrough_type: type },
    }),
  );
}

async function check(dispatch: AppDispatch, click: ClickOut): Promise<OffsiteCheck | null> {
  const request = click.chip
    ? chipRequest(dispatch, click.pinId, click.target.url, click.chip, 'clickthrough')
    : dispatch(
        offsiteApi.endpoints.offsiteCheck.initiate({
          url: click.target.url,
          ...(click.thirdPartyAd ? { third_party_ad: click.pinId } : { pin_id: click.pinId }),
          // A query carries it as JSON text (the contract's GET form); an object would arrive as '[object Object]'.
          aux_data: JSON.stringify({
            clickthrough_type: 'clickthrough',
            objectId: click.pinId,
            ...(click.slotIndex !== null ? { carousel_slot_index: click.slotIndex } : {}),
          }),
        }),
      );
  try {
    return await request.unwrap();
  } catch {
    return null;
  } finally {
    // Each answer is for this click only: nothing of it stays in the store.
    request.reset();
  }
}

/**
 * The part of a click out that waits for the server (its own chunk: most pages never click out). Asks the offsite
 * check; a spam verdict (blocked, suspicious, porn) closes the blank tab and warns instead; otherwise the tab goes to
 * our signed /offsite/ address, or, when the check failed, to the link itself (normal navigation), and a promoted pin's
 * click is registered for attribution. A checked click
 * reached in under 500,000,000 ns logs the clickthrough event; every click out then waits for the no-action event.
 */
export async function clickOut(dispatch: AppDispatch, click: ClickOut): Promise<void> {
  const answer = await check(dispatch, click);
  if (answer && answer.redirect_status !== 'allowed') {
    click.popup?.close();
    click.onWarning({ message: answer.message ?? OFFSITE.messages[answer.redirect_status], host: linkHost(click.target.url) ?? click.target.url });
    return;
  }
  openIn(click.popup, answer?.url ?? click.target.url);
  dispatch(attributePin(click.pinId, 'click'));
  const event = { object_id_str: click.pinId };
  const timeToOffsiteNs = Math.round((performance.now() - click.startedAt) * 1e6);
  if (answer && countsAsClickthrough(timeToOffsiteNs)) {
    dispatch(
      recordEvent({
        ...event,
        event_type: CLICKTHROUGH.events.clickthrough,
        aux_data: { clickthrough_type: 'clickthrough', time_to_offsite_ns: timeToOffsiteNs },
      }),
    );
  }
  watchNoAction(() => dispatch(recordEvent({ ...event, event_type: CLICKTHROUGH.events.noAction })));
}

/** A chip's right click, reported to the check for its count; the browser's own menu does the rest. */
export async function chipRightClick(dispatch: AppDispatch, pinId: string, url: string, chip: ChipClick): Promise<void> {
  const request = chipRequest(dispatch, pinId, url, chip, 'rightClick');
  await request.unwrap().catch(() => null);
  request.reset();
}
