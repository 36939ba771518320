import { PageTitle } from '../../ui/PageTitle';
import './SpamGuidelinesPage.css';

/**
 * Our community guidelines on spam: where the 'Heads up!' modal's 'Learn more' leads. It explains the three verdicts
 * the offsite check gives (shared/constants OFFSITE.verdicts) in the words a person meets them in.
 */
export default function SpamGuidelinesPage() {
  return (
    <article className="spam-guidelines" aria-labelledby="spam-guidelines-title">
      <PageTitle page="Spam links" />
      <h1 id="spam-guidelines-title">Community guidelines: spam links</h1>
      <p>
        Pins link to the sites they come from. Before a click leaves Pinboard we check where the link goes, so that a Pin cannot send you somewhere
        harmful.
      </p>
      <section aria-labelledby="spam-guidelines-stopped">
        <h2 id="spam-guidelines-stopped">When we stop a link</h2>
        <ul>
          <li>
            <strong>Blocked</strong>: the site is known for spam, scams, malware or misleading redirects. We do not send anyone there.
          </li>
          <li>
            <strong>Suspicious</strong>: the site has been reported as possible spam. We tell you before you go, so you can decide with care, and
            never to share passwords or payment details there.
          </li>
          <li>
            <strong>Adult content</strong>: we do not link to sites with pornography.
          </li>
        </ul>
      </section>
      <section aria-labelledby="spam-guidelines-not-allowed">
        <h2 id="spam-guidelines-not-allowed">What counts as spam</h2>
        <ul>
          <li>Links that hide where they go, or that redirect somewhere other than what the Pin shows.</li>
          <li>Repetitive Pins or comments made to push traffic to a site.</li>
          <li>Links to sites that install unwanted software or ask for sign-in details under false pretences.</li>
        </ul>
        <p>Pins that break these rules may be removed, and the sites they link to added to our list.</p>
      </section>
    </article>
  );
}
