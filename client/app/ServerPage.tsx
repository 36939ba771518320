import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loadFromServer } from './leaveApp';

/**
 * A path the server answers itself (the /offsite/ link check, our survey page, the API): reached by a link inside the
 * app, the browser loads it from the server. The server never answers such a path with the app (server/http/static.ts),
 * so this cannot loop.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const url = `${pathname}${search}${hash}`;
  useEffect(() => loadFromServer(url), [url]);
  // The browser replaces the document at once: nothing to show meanwhile.
  return null;
}
