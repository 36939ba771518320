import { PageTitle } from '../../ui/PageTitle';
import { PinFeed } from './PinFeed';
import { useHomefeedInfiniteQuery } from './feedsApi';

export default function HomePage() {
  const feed = useHomefeedInfiniteQuery();
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">Home feed</h1>
      <PinFeed feed={feed} surface="AuthHomefeed" emptyText="Nothing here yet. Follow people and boards to fill your home feed." />
    </>
  );
}
