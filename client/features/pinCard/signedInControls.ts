// The card controls only a signed-in viewer is shown, gathered into one lazy chunk (see lazyCardControls.tsx).
export { PinMenuButton } from '../feedback/PinMenuButton';
export { EditButton } from './EditButton';
export { FavoriteButton } from './FavoriteButton';
export { ShareButton } from './ShareButton';
export { StatsButton } from './StatsButton';
