import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import { pinsApi } from '../../../../client/features/pins/pinsApi';
import { loadCardControls } from '../../../../client/features/pinCard/lazyCardControls';
import { PinCard } from '../../../../client/features/pinCard/PinCard';
import type { Pin } from '../../../../shared/contracts/pin';
import type { Viewer } from '../../../../shared/contracts/user';
import type { GridSurface } from '../../../../shared/domain/surfaces';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

export interface RenderCardOptions {
  /** null renders for a signed-out visitor in no experiment; a signed-out viewer object sets its experiments. */
  viewer?: Viewer | null;
  surface?: GridSurface;
  /** The default pin's 236x image is 236 x 472, so its media is twice the width high. */
  width?: number;
  /** The window's width (jsdom's default is 1024); a phone is under 630. The caller restores it. */
  viewportWidth?: number;
  /** Render before the signed-in controls' chunk has loaded (it has, by default). */
  controlsPending?: boolean;
}

/** The pin and the viewer go through their real API answers, so the card reads pins, boards, users and auth slices. */
export async function renderCard(
  pin: Pin,
  { viewer = makeViewer(), surface = 'AuthHomefeed', width = 236, viewportWidth, controlsPending = false }: RenderCardOptions = {},
) {
  if (viewportWidth !== undefined) window.innerWidth = viewportWidth;
  mockApi({ pinGet: () => ({ data: pin }), viewerGet: viewer ? () => ({ data: viewer }) : signedOut });
  const store = makeStore();
  await store.dispatch(pinsApi.endpoints.pinGet.initiate(pin.id));
  await store.dispatch(authApi.endpoints.viewerGet.initiate());
  // The signed-in controls are a lazy chunk, which a grid has long loaded by the time anyone uses a card.
  if (!controlsPending) await loadCardControls();
  return renderWithProviders(<PinCard id={pin.id} width={width} load="high" surface={surface} />, { store });
}
