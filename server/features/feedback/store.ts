import type { Db } from '../../sqlite/open';
import { BOARD_VISIBLE } from '../../common/visibility';

export interface FeedbackPinRow {
  id: number;
  pinner_id: number;
  /** The original the pin stands for; hides are stored under it. */
  canon: number;
}

interface PinStateRow {
  hidden: number;
  reported: number;
}

interface TopicStateRow {
  id: number;
  fewer: number;
  ads: number;
}

export type TopicKind = 'fewer' | 'ads';

export interface LogEntry {
  userId: number;
  feedbackType: number;
  undo: boolean;
  surface: string;
  pinId: number | null;
  context: Record<string, unknown>;
  now: number;
}

export function createFeedbackStore(db: Db) {
  const visiblePin = db.prepare<{ viewer: number; id: number }, FeedbackPinRow>(
    `SELECT p.id, p.pinner_id, COALESCE(p.origin_pin_id, p.id) AS canon FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  const hide = db.prepare<[number, number, number]>(
    `INSERT INTO hidden_pins (user_id, pin_id, reason, created_at) VALUES (?, ?, 'hide', ?) ON CONFLICT DO NOTHING`,
  );
  // A report outranks a hide: undoing the hide must not bring a reported pin back.
  const hideReported = db.prepare<[number, number, number]>(
    `INSERT INTO hidden_pins (user_id, pin_id, reason, created_at) VALUES (?, ?, 'report', ?)
     ON CONFLICT (user_id, pin_id) DO UPDATE SET reason = 'report'`,
  );
  const unhide = db.prepare<[number, number]>(`DELETE FROM hidden_pins WHERE user_id = ? AND pin_id = ? AND reason = 'hide'`);
  const report = db.prepare<[number, number, string, number]>(
    `INSERT INTO pin_reports (reporter_id, pin_id, complaint_reason, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (reporter_id, pin_id) DO UPDATE SET complaint_reason = excluded.complaint_reason`,
  );
  const pinState = db.prepare<{ viewer: number; pin: number; canon: number }, PinStateRow>(
    `SELECT EXISTS (SELECT 1 FROM hidden_pins WHERE user_id = @viewer AND pin_id = @canon) AS hidden,
       EXISTS (SELECT 1 FROM pin_reports WHERE reporter_id = @viewer AND pin_id = @pin) AS reported`,
  );
  const knownInterests = db.prepare<[string], number>(`SELECT id FROM interests WHERE id IN (SELECT value FROM json_each(?))`).pluck();
  const addTopic = db.prepare<[number, number, TopicKind, number]>(
    `INSERT OR IGNORE INTO interest_feedback (user_id, interest_id, kind, created_at) VALUES (?, ?, ?, ?)`,
  );
  const removeTopic = db.prepare<[number, number, TopicKind]>(`DELETE FROM interest_feedback WHERE user_id = ? AND interest_id = ? AND kind = ?`);
  const topicStates = db.prepare<{ viewer: number; ids: string }, TopicStateRow>(
    `SELECT i.id,
       EXISTS (SELECT 1 FROM interest_feedback x WHERE x.user_id = @viewer AND x.kind = 'fewer' AND x.interest_id = i.id) AS fewer,
       EXISTS (SELECT 1 FROM interest_feedback x WHERE x.user_id = @viewer AND x.kind = 'ads' AND x.interest_id = i.id) AS ads
     FROM interests i WHERE i.id IN (SELECT value FROM json_each(@ids)) ORDER BY i.id`,
  );
  const log = db.prepare<[number, number, number, string, number | null, string, number]>(
    `INSERT INTO feedback_log (user_id, feedback_type, undo, surface, pin_id, context_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    visiblePin: (viewerId: number, pinId: number) => visiblePin.get({ viewer: viewerId, id: pinId }),
    hide: (viewerId: number, canon: number, now: number) => void hide.run(viewerId, canon, now),
    unhide: (viewerId: number, canon: number) => void unhide.run(viewerId, canon),
    report(viewerId: number, pin: FeedbackPinRow, reason: string, now: number): void {
      report.run(viewerId, pin.id, reason, now);
      hideReported.run(viewerId, pin.canon, now);
    },
    pinState: (viewerId: number, pin: FeedbackPinRow) => pinState.get({ viewer: viewerId, pin: pin.id, canon: pin.canon })!,
    knownInterests: (ids: number[]) => new Set(knownInterests.all(JSON.stringify(ids))),
    setTopic(viewerId: number, interestId: number, kind: TopicKind, on: boolean, now: number): void {
      if (on) addTopic.run(viewerId, interestId, kind, now);
      else removeTopic.run(viewerId, interestId, kind);
    },
    topicStates: (viewerId: number, ids: number[]) => (ids.length ? topicStates.all({ viewer: viewerId, ids: JSON.stringify(ids) }) : []),
    log: (e: LogEntry) => void log.run(e.userId, e.feedbackType, e.undo ? 1 : 0, e.surface, e.pinId, JSON.stringify(e.context), e.now),
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
