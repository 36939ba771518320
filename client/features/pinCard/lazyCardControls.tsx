import { use, type ComponentProps } from 'react';

type Controls = typeof import('./signedInControls');

let controls: Controls | null = null;
let loading: Promise<Controls> | undefined;

/**
 * Favorite, stats, edit, share and the pin menu are signed-in controls: a signed-out visitor's grid (the home route's
 * budget) never shows them, so they come in one chunk, started when a signed-in card first renders.
 */
export function loadCardControls(): Promise<Controls> {
  loading ??= import(/* webpackChunkName: "card-controls" */ './signedInControls').then((m) => (controls = m));
  return loading;
}

/**
 * Once the chunk is in, every control renders at once: not one React.lazy per control, each of which would suspend on
 * its first render (the hover overlay mounts Share and the menu on each hover) though the code is already there.
 */
function useControls(): Controls {
  return controls ?? use(loadCardControls());
}

export function FavoriteButton(props: ComponentProps<Controls['FavoriteButton']>) {
  const { FavoriteButton: Control } = useControls();
  return <Control {...props} />;
}

export function StatsButton(props: ComponentProps<Controls['StatsButton']>) {
  const { StatsButton: Control } = useControls();
  return <Control {...props} />;
}

export function EditButton(props: ComponentProps<Controls['EditButton']>) {
  const { EditButton: Control } = useControls();
  return <Control {...props} />;
}

export function ShareButton(props: ComponentProps<Controls['ShareButton']>) {
  const { ShareButton: Control } = useControls();
  return <Control {...props} />;
}

export function PinMenuButton(props: ComponentProps<Controls['PinMenuButton']>) {
  const { PinMenuButton: Control } = useControls();
  return <Control {...props} />;
}
