-- The counting job removes daily counts older than the days a pin's stats read (ANALYTICS.countsKeptDays), a bounded
-- number a run, oldest first; this index finds them, and tells in one lookup that there are none.
CREATE INDEX analytics_daily_counts_day ON analytics_daily_counts(day);
