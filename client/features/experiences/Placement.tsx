import { lazy, Suspense } from 'react';
import { usePlacement, type PlacementOptions } from './usePlacement';

// The surfaces are a chunk of their own: most visits show no experience, and the home route's first load stays small.
const PlacementSurface = lazy(() => import(/* webpackChunkName: "experiences" */ './PlacementSurface'));

/** What the server places on `id` for this viewer, rendered as its surface (or nothing). */
export function Placement({ id, ...options }: { id: number } & PlacementOptions) {
  const { experience, complete, dismiss, buttonClicked } = usePlacement(id, options);
  if (!experience) return null;
  return (
    <Suspense fallback={null}>
      <PlacementSurface experience={experience} onComplete={() => complete()} onDismiss={dismiss} onButtonClick={buttonClicked} />
    </Suspense>
  );
}
