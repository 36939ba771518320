import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EXPERIENCES } from '../../../shared/constants';
import { profilePageName } from '../../../shared/domain/pageTitle';
import { isNotFound } from '../../app/apiErrors';
import { useAppSelector } from '../../app/hooks';
import { selectUserById } from '../../entities/usersSlice';
import { Avatar } from '../../ui/Avatar';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { FollowButton } from '../follow/FollowButton';
import { FollowListButton } from '../people/FollowListButton';
import { ProfileBoards } from './ProfileBoards';
import { ProfilePins } from './ProfilePins';
import { useUserGetQuery, type ProfileFilter } from '../feeds/profileFeeds/profileFeedsApi';
import './ProfilePage.css';

// Only an owner's own profile holds a placement, and only once it renders is the experiences chunk fetched.
const Placement = lazy(() => import(/* webpackChunkName: "experiences" */ '../experiences/Placement'));

// English, as the UI is: the browser's own locale would write the counts otherwise than the server's render did.
const count = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export default function ProfilePage({ filter }: { filter: ProfileFilter }) {
  const { username = '' } = useParams();
  const { data, error, isError, refetch } = useUserGetQuery(username);
  const user = useAppSelector((state) => (data ? selectUserById(state, data.id) : undefined));
  const viewer = useAppSelector(selectViewer);

  if (!user) {
    if (isNotFound(error)) return <NotFound what="profile" />;
    return isError ? <ErrorNotice error={error} onRetry={refetch} /> : <Spinner label="Loading profile" />;
  }
  const own = Boolean(viewer?.isAuth && viewer.id === user.id);
  return (
    <>
      <section className="profile page-header">
        <PageTitle page={profilePageName(user)} />
        <Avatar name={user.fullName} src={user.imageLargeUrl} size={120} alt="" />
        <h1 className="profile__name">{user.fullName}</h1>
        <p className="profile__username">@{user.username}</p>
        {user.about && <p className="profile__about">{user.about}</p>}
        <p className="profile__counts">
          <FollowListButton of={{ kind: 'followers', username: user.username }} name={user.fullName}>
            {count.format(user.followerCount)} followers
          </FollowListButton>
          {user.followingCount !== undefined && (
            <>
              {' · '}
              <FollowListButton of={{ kind: 'following', username: user.username }} name={user.fullName}>
                {count.format(user.followingCount)} following
              </FollowListButton>
            </>
          )}
        </p>
        {/* Signed out too: the button asks to log in ('Log in to follow'). Not before we know whose profile it is, but
            its room is kept meanwhile: a signed-out visitor's page is rendered before the viewer is known, and the
            button arriving moved the tabs and the boards below it. */}
        {viewer ? !own && <FollowButton target={{ kind: 'user', id: user.id }} /> : <span className="profile__follow-slot" aria-hidden="true" />}
      </section>
      {/* 'Viewing' (1000075): where owners look at their own numbers, until the Pin stats page exists. */}
      {own && (
        <Suspense fallback={null}>
          <Placement id={EXPERIENCES.placements.viewing} />
        </Suspense>
      )}
      <nav className="profile__tabs" aria-label="Pins">
        <Link to={`/${user.username}/_created/`} className="profile__tab" aria-current={filter === 'created' ? 'page' : undefined}>
          Created
        </Link>
        <Link to={`/${user.username}/_saved/`} className="profile__tab" aria-current={filter === 'saved' ? 'page' : undefined}>
          Saved
        </Link>
      </nav>
      {filter === 'saved' && (
        <>
          <ProfileBoards username={user.username} />
          <h2 className="profile__section-heading">Saved pins</h2>
        </>
      )}
      <ProfilePins key={filter} username={user.username} tab={filter} />
    </>
  );
}
