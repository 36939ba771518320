import { useLocation } from 'react-router-dom';
import { MessagePage } from './MessagePage';

/** For paths the route catalogue recognises but that are not built yet: say so instead of pretending. */
export function ComingSoon() {
  const { pathname } = useLocation();
  return <MessagePage title="Coming soon">{`${pathname} is part of Pinboard's plan but isn't built yet.`}</MessagePage>;
}
