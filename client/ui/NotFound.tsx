import { MessagePage } from './MessagePage';

export function NotFound({ what = 'page' }: { what?: string }) {
  return <MessagePage title="Page not found">{`We couldn't find the ${what} you were looking for. It may have moved or never existed.`}</MessagePage>;
}
