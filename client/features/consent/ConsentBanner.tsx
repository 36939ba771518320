import { lazy, Suspense, useId, useState } from 'react';
import { BREAKPOINTS, TIMINGS } from '../../../shared/constants';
import { allChoices, type CookieChoices, type CookieConsentState } from '../../../shared/domain/cookieConsent';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { useViewportSize } from '../../ui/useViewportSize';
import { showToast } from '../toast/toastSlice';
import { SAVE_FAILED, SAVED_TOAST, SURFACE_TAGS } from './consentText';
import './ConsentBanner.css';
import { useCookieConsentSaveMutation } from '../userSettings/userSettingsApi';

// Most visitors answer with Accept all or Reject all: the settings dialog (and the dialog library it brings) loads
// only when Choose is pressed, which keeps it off the home route's first load.
const CookieSettingsDialog = lazy(() =>
  import(/* webpackChunkName: "cookie-settings" */ './CookieSettingsDialog').then((m) => ({ default: m.CookieSettingsDialog })),
);

export interface ConsentBannerProps {
  /** The viewer's consent now; the settings modal starts from its flags. */
  consent: CookieConsentState;
  /** Runs once a choice is saved, so whoever placed the banner (an experience placement) can complete it. */
  onComplete?: () => void;
}

const flagsOf = ({ allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies }: CookieConsentState): CookieChoices => ({
  allow_analytic_cookies,
  allow_marketing_cookies,
  allow_personalization_cookies,
});

/**
 * The cookie consent banner: laid over the bottom of the screen (a sheet along the edge on phones), first in the page
 * content's order, so keyboard and screen reader users meet it before the page. Accept all or Reject all
 * saves all three settings; Choose opens the settings modal (on phones the sheet steps aside while it is open). A saved
 * choice raises the 3-second confirmation toast, refreshes the viewer and completes; a failed one keeps the banner and
 * says so.
 */
export default function ConsentBanner({ consent, onComplete }: ConsentBannerProps) {
  const dispatch = useAppDispatch();
  const [save, { isLoading: saving }] = useCookieConsentSaveMutation();
  const [choosing, setChoosing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const phone = useViewportSize().width < BREAKPOINTS.compact;
  const titleId = useId();

  async function decide(choices: CookieChoices, surfaceTag: string) {
    if (saving) return;
    setFailed(false);
    try {
      await save({ ...choices, surface_tag: surfaceTag }).unwrap();
    } catch {
      setFailed(true);
      return;
    }
    setDone(true);
    setChoosing(false);
    dispatch(showToast({ parts: SAVED_TOAST, duration: TIMINGS.cookieToast }));
    onComplete?.();
  }

  if (done) return null;
  return (
    <>
      <section className="consent-banner" aria-labelledby={titleId} hidden={phone && choosing}>
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            Cookies on Pinboard
          </h2>
          <p>
            We would like to use optional cookies to measure how Pinboard is used, to tailor ads and to personalise what you see. Accept them all,
            reject them all, or choose.
          </p>
          {failed && !choosing && (
            <p className="consent-banner__error" role="alert">
              {SAVE_FAILED}
            </p>
          )}
        </div>
        <div className="consent-banner__actions">
          <Button variant="primary" aria-busy={saving} onClick={() => void decide(allChoices(true), SURFACE_TAGS.banner)}>
            Accept all
          </Button>
          <Button aria-busy={saving} onClick={() => void decide(allChoices(false), SURFACE_TAGS.banner)}>
            Reject all
          </Button>
          <Button variant="tertiary" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
            Choose
          </Button>
        </div>
      </section>
      {choosing && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={flagsOf(consent)}
            saving={saving}
            failed={failed}
            onSave={(choices) => void decide(choices, SURFACE_TAGS.settings)}
            onClose={() => {
              setChoosing(false);
              setFailed(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
