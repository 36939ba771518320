import { lazy, Suspense } from 'react';
import { EXPERIENCES } from '../../../shared/constants';
import { InBottomDock } from '../../ui/BottomDock';
import { PageTitle } from '../../ui/PageTitle';
import { PinFeed } from '../grid/PinFeed';
import { useHomefeedInfiniteQuery } from '../feeds/feedsApi';

// The experiences machinery is a chunk of its own: the home route's first load stays within its budget.
const Placement = lazy(() => import(/* webpackChunkName: "experiences" */ '../experiences/Placement'));

export default function HomePage() {
  const feed = useHomefeedInfiniteQuery();
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">Home feed</h1>
      {/* Home's banners are the visitor's own and known only after the grid is on screen (the server renders it for
          everyone): laid over the bottom of the screen, they never move it. */}
      <InBottomDock>
        <Suspense fallback={null}>
          {EXPERIENCES.placements.home.map((id) => (
            <Placement key={id} id={id} />
          ))}
        </Suspense>
      </InBottomDock>
      <PinFeed feed={feed} surface="AuthHomefeed" emptyText="Nothing here yet. Follow people and boards to fill your home feed." />
    </>
  );
}
