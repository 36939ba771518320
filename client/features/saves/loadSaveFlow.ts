export type SaveFlow = typeof import('./saveFlow');

let flow: SaveFlow | undefined;
let loading: Promise<SaveFlow> | undefined;

/**
 * The save flow (its thunks, the signed-out storage, the toasts' texts) in its own chunk: a signed-out visitor's first
 * grid does not need it until a save button shows (on the card's hover or focus), which starts the load.
 */
export function loadSaveFlow(): Promise<SaveFlow> {
  loading ??= import(/* webpackChunkName: "save-flow" */ './saveFlow').then((m) => (flow = m));
  return loading;
}

/** The save flow if it has arrived, so that a click after the preload acts in the same event, not a tick later. */
export const loadedSaveFlow = (): SaveFlow | undefined => flow;
