import { lazy, Suspense, useEffect, useState } from 'react';
import { EXPERIENCES, TIMINGS } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../ui/PageTitle';
import { selectPlacementsSettled } from '../experiences/experiencesSlice';
import { PinFeed } from '../grid/PinFeed';
import { useHomefeedInfiniteQuery } from '../feeds/feedsApi';

// The experiences machinery is a chunk of its own: the home route's first load stays within its budget.
const Placement = lazy(() => import(/* webpackChunkName: "experiences" */ '../experiences/Placement'));

/**
 * Whether what home's placements hold is known (answered, or failed), or TIMINGS.homePlacementsWait has passed since
 * the page mounted. Their banners render above the grid: until then the grid waits, so they never push it down.
 */
function usePlacementsSettled(): boolean {
  const answered = useAppSelector((state) => selectPlacementsSettled(state, EXPERIENCES.placements.home));
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(setWaitedEnough, TIMINGS.homePlacementsWait, true);
    return () => clearTimeout(timer);
  }, []);
  return answered || waitedEnough;
}

export default function HomePage() {
  const feed = useHomefeedInfiniteQuery();
  const placementsSettled = usePlacementsSettled();
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">Home feed</h1>
      <Suspense fallback={null}>
        {EXPERIENCES.placements.home.map((id) => (
          <Placement key={id} id={id} />
        ))}
      </Suspense>
      {/* Until then nothing shows where the grid goes, not even its spinner, which the banners would push down too. */}
      {placementsSettled && (
        <PinFeed feed={feed} surface="AuthHomefeed" emptyText="Nothing here yet. Follow people and boards to fill your home feed." />
      )}
    </>
  );
}
