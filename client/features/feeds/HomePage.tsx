import { EXPERIENCES } from '../../../shared/constants';
import { PageTitle } from '../../ui/PageTitle';
import { Placement } from '../experiences/Placement';
import { PinFeed } from './PinFeed';
import { useHomefeedInfiniteQuery } from './feedsApi';

export default function HomePage() {
  const feed = useHomefeedInfiniteQuery();
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">Home feed</h1>
      {EXPERIENCES.placements.home.map((id) => (
        <Placement key={id} id={id} />
      ))}
      <PinFeed feed={feed} surface="AuthHomefeed" emptyText="Nothing here yet. Follow people and boards to fill your home feed." />
    </>
  );
}
