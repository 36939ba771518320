import { Suspense } from 'react';
import PlacementSurface from './PlacementSurface';
import { usePlacement, type PlacementOptions } from './usePlacement';

/**
 * What the server places on `id` for this viewer, rendered as its surface (or nothing). Pages load it lazily (with
 * the lifecycle rules, the validation and the surfaces it brings), so their first load does not carry them.
 */
export default function Placement({ id, ...options }: { id: number } & PlacementOptions) {
  const { experience, complete, dismiss, buttonClicked, shown } = usePlacement(id, options);
  if (!experience) return null;
  // A surface with a chunk of its own suspends alone: one boundary for a page's placements would hide the banners
  // already shown while a modal's chunk loads, and the page would jump up and down again.
  return (
    <Suspense fallback={null}>
      <PlacementSurface
        experience={experience}
        onComplete={() => complete()}
        onSeen={() => complete({ preventRemoval: true })}
        onDismiss={dismiss}
        onButtonClick={buttonClicked}
        onShown={shown}
      />
    </Suspense>
  );
}
