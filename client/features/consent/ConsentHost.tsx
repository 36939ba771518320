import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCookieConsent } from './consentSlice';

// Most visits come from viewers who have decided: the banner and its modal load only for those who have not.
const ConsentBanner = lazy(() => import(/* webpackChunkName: "cookie-consent" */ './ConsentBanner'));

/** Mounted at the top of the page content: the banner, while the viewer (signed in or out) has not decided. */
export function ConsentHost() {
  const consent = useAppSelector(selectCookieConsent);
  if (!consent || consent.decided) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner consent={consent} />
    </Suspense>
  );
}
