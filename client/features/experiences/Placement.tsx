import PlacementSurface from './PlacementSurface';
import { usePlacement, type PlacementOptions } from './usePlacement';

/**
 * What the server places on `id` for this viewer, rendered as its surface (or nothing). Pages load it lazily (with
 * the lifecycle rules, the validation and the surfaces it brings), so their first load does not carry them.
 */
export default function Placement({ id, ...options }: { id: number } & PlacementOptions) {
  const { experience, complete, dismiss, buttonClicked, shown } = usePlacement(id, options);
  if (!experience) return null;
  return (
    <PlacementSurface
      experience={experience}
      onComplete={() => complete()}
      onSeen={() => complete({ preventRemoval: true })}
      onDismiss={dismiss}
      onButtonClick={buttonClicked}
      onShown={shown}
    />
  );
}
