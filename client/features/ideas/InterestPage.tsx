import { useParams } from 'react-router-dom';
import { interestPageName } from '../../../shared/domain/interests';
import { isNotFound } from '../../app/apiErrors';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { PinFeed } from '../grid/PinFeed';
import { useInterestFeedInfiniteQuery, useInterestGetQuery } from '../feeds/interests/interestsApi';
import { FollowButton } from '../follow/FollowButton';
import './InterestPage.css';

function InterestPins({ interestId, videos }: { interestId: string; videos: boolean }) {
  const feed = useInterestFeedInfiniteQuery({ interestId, videosOnly: videos });
  const empty = videos ? 'No videos about this topic yet.' : 'No pins about this topic yet.';
  return <PinFeed feed={feed} surface="IdeasHubSeasonalRow" emptyText={empty} />;
}

/**
 * `/ideas/{interest}/{id}/`, a topic's page: its name, Follow (signed out, a press asks to log in) and its pins, paged
 * as the grid scrolls. `/videos/{category}/{id}/`, a video category (a category is an interest): the same page with
 * only the video pins. The words in the url are for people; the id names the interest.
 */
export default function InterestPage({ videos }: { videos: boolean }) {
  const { id = '' } = useParams();
  const { data: interest, error, isError, refetch } = useInterestGetQuery(id);

  if (!interest) {
    if (isNotFound(error)) return <NotFound what={videos ? 'video category' : 'topic'} />;
    return isError ? <ErrorNotice error={error} onRetry={refetch} /> : <Spinner label="Loading topic" />;
  }
  const name = interestPageName(interest, videos);
  return (
    <>
      <PageTitle page={name} />
      <header className="page-header">
        <h1 className="interest-page__name">{name}</h1>
        <p className="interest-page__lead">{videos ? `Videos people saved about ${interest.name}` : `Ideas people saved about ${interest.name}`}</p>
        <FollowButton target={{ kind: 'interest', id: interest.id }} />
      </header>
      <InterestPins key={`${interest.id}:${videos}`} interestId={interest.id} videos={videos} />
    </>
  );
}
