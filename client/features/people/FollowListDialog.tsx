import { DialogFrame } from '../../ui/Dialog';
import { useFollowListInfiniteQuery, type FollowListOf } from '../social/followLists/followListsApi';
import { PeopleList } from './PeopleList';

/** The dialog's title and what it says when the list is empty. */
function wordsOf(of: FollowListOf, name: string) {
  switch (of.kind) {
    case 'followers':
      return { title: 'Followers', empty: `Nobody follows ${name} yet.` };
    case 'following':
      return { title: 'Following', empty: `${name} follows nobody yet.` };
    case 'boardFollowers':
      return { title: `Followers of ${name}`, empty: 'Nobody follows this board yet.' };
  }
}

/**
 * A followers or following list, opened from a profile's or a board's counts: 50 people a page, each with a Follow
 * button.
 */
export default function FollowListDialog({ of, name, onClose }: { of: FollowListOf; name: string; onClose: () => void }) {
  const feed = useFollowListInfiniteQuery(of, { refetchOnMountOrArgChange: true });
  const { title, empty } = wordsOf(of, name);
  return (
    <DialogFrame onOpenChange={(open) => !open && onClose()} title={title} closeButton className="follow-list-dialog">
      <PeopleList feed={feed} label={title} emptyText={empty} />
    </DialogFrame>
  );
}
