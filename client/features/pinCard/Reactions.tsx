import type { Pin } from '../../../shared/contracts/pin';
import { formatShortNumber } from '../../../shared/domain/formats';
import type { ReactionName } from '../../../shared/domain/reactions';
import { topReactions } from '../../../shared/domain/reactions';

/** Emoji rather than drawn icons: they render everywhere and every reaction already has one that reads the same. */
const REACTION_LOOK: Record<ReactionName, { emoji: string; label: string }> = {
  goodIdea: { emoji: '💡', label: 'Good idea' },
  love: { emoji: '❤️', label: 'Love' },
  thanks: { emoji: '🙏', label: 'Thanks' },
  wow: { emoji: '😮', label: 'Wow' },
  haha: { emoji: '😂', label: 'Haha' },
};

/** Whether reactions show at all is the caller's call (showReactions); this draws the top three. */
export function Reactions({ counts }: { counts: Pin['reactionCountsData'] }) {
  const top = topReactions(counts);
  if (top.length === 0) return null;
  return (
    <ul className="pin-footer__reactions" aria-label="Reactions">
      {top.map(({ name, count }) => (
        <li key={name} className="pin-footer__reaction">
          <span role="img" aria-label={REACTION_LOOK[name].label}>
            {REACTION_LOOK[name].emoji}
          </span>
          <span className="pin-footer__reaction-count">{formatShortNumber(count)}</span>
        </li>
      ))}
    </ul>
  );
}
