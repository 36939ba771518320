import { useParams } from 'react-router-dom';
import { isNotFound } from '../../app/apiErrors';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { PinFeed } from '../grid/PinFeed';
import { useTodayArticleFeedInfiniteQuery, useTodayArticleQuery } from '../feeds/today/todayApi';
import './TodayArticlePage.css';

const published = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

function ArticlePins({ articleId }: { articleId: string }) {
  const feed = useTodayArticleFeedInfiniteQuery(articleId);
  return <PinFeed feed={feed} surface="TodayArticleFeed" emptyText="The pins of this article are no longer here." />;
}

/** `/today/article/{id}/`: a Today article, an editorial collection: its cover, title, words and pins. */
export default function TodayArticlePage() {
  const { id = '' } = useParams();
  const { data: article, error, isError, refetch } = useTodayArticleQuery(id);

  if (!article) {
    if (isNotFound(error)) return <NotFound what="article" />;
    return isError ? <ErrorNotice error={error} onRetry={refetch} /> : <Spinner label="Loading article" />;
  }
  const cover = article.coverImages['736x'] ?? article.coverImages.orig;
  return (
    <>
      <PageTitle page={article.title} />
      <header className="today-article page-header">
        {cover && (
          // The title says what the article is; the cover is its picture, not information of its own.
          <img
            className="today-article__cover"
            src={cover.url}
            width={cover.width}
            height={cover.height}
            alt=""
            style={{ backgroundColor: cover.dominantColor }}
          />
        )}
        <p className="today-article__kicker">
          Today · <time dateTime={article.createdAt}>{published(article.createdAt)}</time>
        </p>
        <h1 className="today-article__title">{article.title}</h1>
        {article.description && <p className="today-article__description">{article.description}</p>}
      </header>
      <ArticlePins key={article.id} articleId={article.id} />
    </>
  );
}
