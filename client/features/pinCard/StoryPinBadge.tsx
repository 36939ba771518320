import type { Pin } from '../../../shared/contracts/pin';
import { storyPinBadgeDurationMs } from '../../../shared/domain/counts';
import { formatDuration } from '../../../shared/domain/formats';

/** ISO 8601 duration for <time datetime>, so the length is machine-readable as well as shown. */
function isoDuration(ms: number): string {
  return `PT${Math.round(Math.max(0, ms) / 1000)}S`;
}

/**
 * A story pin's badge gives how long it takes to watch (its videos in full, 5 s per static page), read like a video's
 * length, so the viewer knows what opening it costs.
 */
export function StoryPinBadge({ data }: { data: Pick<NonNullable<Pin['storyPinData']>, 'totalVideoDuration' | 'staticPageCount'> }) {
  const ms = storyPinBadgeDurationMs(data);
  return (
    <span className="pin-media__badge">
      <span className="visually-hidden">Story Pin, length </span>
      <time dateTime={isoDuration(ms)}>{formatDuration(ms)}</time>
    </span>
  );
}
