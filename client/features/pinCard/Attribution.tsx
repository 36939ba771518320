import { Link } from 'react-router-dom';
import type { UserSummary } from '../../../shared/contracts/user';
import type { AttributionSource } from '../../../shared/domain/attribution';
import { profileHref } from '../../../shared/domain/attribution';
import { verificationBadges } from '../../../shared/domain/verificationBadge';
import { useAppSelector } from '../../app/hooks';
import { selectExperimentGroup } from '../auth/authSlice';
import { Avatar } from '../../ui/Avatar';
import { VerifiedBadge } from './VerifiedBadge';

const AVATAR_SIZE = 32;

function displayName(user: UserSummary): string {
  return user.fullName.trim() || user.username;
}

/** The promoted pin's wording: paid placement must be disclosed, also to people who cannot see the 'Promoted by' styling. */
function paidToShowText(promoterName: string): string {
  return `${promoterName} has paid to have this pin show up where you'd be more likely to notice it.`;
}

function UserLink({ user, signedIn }: { user: UserSummary; signedIn: boolean }) {
  const href = profileHref(user, signedIn);
  const name = displayName(user);
  // An ads-only profile links to the advertiser's own site, which the router cannot serve.
  if (!href.startsWith('/')) {
    return (
      <a className="attribution__name" href={href} target="_blank" rel="nofollow noopener noreferrer">
        {name}
      </a>
    );
  }
  return (
    <Link className="attribution__name" to={href}>
      {name}
    </Link>
  );
}

function Badges({ user, signedIn }: { user: UserSummary; signedIn: boolean }) {
  // The server puts viewers in a group only when the experiment runs, so a group means its flag is on.
  const group = useAppSelector((state) => selectExperimentGroup(state, 'simplify_creator_attributions_unauth_web'));
  const badges = verificationBadges(user, { group, flagOn: group !== null }, signedIn);
  return (
    <>
      {badges.verifiedMerchant && <VerifiedBadge kind="merchant" />}
      {badges.verifiedIdentity && <VerifiedBadge kind="creator" />}
    </>
  );
}

function InfoIcon({ title }: { title: string }) {
  // Hover help for pointer users only; the same words are in the visually-hidden text for everyone else.
  return (
    <span className="attribution__info" title={title} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="12" height="12" focusable="false">
        <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24m1.5 18h-3v-8h3zM12 8.3a1.8 1.8 0 1 1 0-3.6 1.8 1.8 0 0 1 0 3.6" />
      </svg>
    </span>
  );
}

interface AttributionProps {
  source: AttributionSource;
  signedIn: boolean;
}

/** Who the card credits: the choice of person is attributionSource's, this only draws it. */
export function Attribution({ source, signedIn }: AttributionProps) {
  if (source.kind === 'claimedDomain') {
    return (
      <div className="attribution">
        <span className="attribution__name">{source.domain}</span>
      </div>
    );
  }
  const { user } = source;
  const name = displayName(user);
  return (
    <div className={`attribution attribution--${source.kind}`}>
      {/* Empty alt: the name sits right beside it, so the avatar would only be read twice. */}
      <Avatar name={name} src={user.imageMediumUrl} size={AVATAR_SIZE} alt="" />
      <div className="attribution__text">
        {source.kind === 'promoter' && (
          <>
            <span className="attribution__line">
              Promoted by <InfoIcon title={paidToShowText(name)} />
            </span>
            <span className="attribution__line">
              <UserLink user={user} signedIn={signedIn} />
              <Badges user={user} signedIn={signedIn} />
            </span>
            <span className="visually-hidden">{paidToShowText(name)}</span>
          </>
        )}
        {source.kind === 'sponsor' && (
          <span className="attribution__line">
            Paid partnership with <UserLink user={user} signedIn={signedIn} />
            <Badges user={user} signedIn={signedIn} />
          </span>
        )}
        {(source.kind === 'nativeCreator' || source.kind === 'pinner') && (
          <span className="attribution__line">
            <UserLink user={user} signedIn={signedIn} />
            <Badges user={user} signedIn={signedIn} />
          </span>
        )}
      </div>
    </div>
  );
}
