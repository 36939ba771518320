import { scaleBand, scaleLinear } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { useId, useState, type KeyboardEvent } from 'react';
import type { PinStats, PinStatsDay } from '../../../shared/contracts/pinStats';
import type { PinStatMetric } from '../../../shared/domain/pinStats';
import { Button } from '../../ui/Button';
import { StatValue } from './StatValue';
import { dayLabel, METRIC_LABELS, NOT_AVAILABLE, statNumber, statPhrase } from './statFormat';

// The drawing's own units; the SVG scales to its container's width.
const WIDTH = 720;
const LEFT = 48;
const RIGHT = 12;
const PANEL_HEIGHT = 88;
const PANEL_GAP = 28;
const AXIS_HEIGHT = 24;
/** Every week's first day is labelled on the time axis, and the last day. */
const DAY_TICK_EVERY = 7;

type Point = { index: number; value: number | null };

/** The chart's words for someone who cannot see it: the span, the totals and each number's best day. */
function summary(stats: PinStats): string {
  const first = stats.days[0]?.day;
  const last = stats.days.at(-1)?.day;
  const totals = stats.metrics.map((m) => statPhrase(m, stats.totals[m])).join(', ');
  const peaks = stats.metrics.flatMap((m) => {
    const best = stats.days.reduce<PinStatsDay | null>((top, d) => ((d[m] ?? 0) > (top?.[m] ?? 0) ? d : top), null);
    return best ? [`most ${METRIC_LABELS[m].many} on ${dayLabel(best.day)} (${statNumber(best[m] ?? 0)})`] : [];
  });
  const span = first && last ? ` from ${dayLabel(first)} to ${dayLabel(last)}` : '';
  return `${stats.metrics.map((m) => METRIC_LABELS[m].name.toLowerCase()).join(', ')} per day${span}: ${totals} in total${peaks.length ? `; ${peaks.join('; ')}` : ''}.`;
}

function Panel({
  metric,
  days,
  top,
  x,
  active,
}: {
  metric: PinStatMetric;
  days: PinStatsDay[];
  top: number;
  x: (i: number) => number;
  active: number | null;
}) {
  const points: Point[] = days.map((d, index) => ({ index, value: d[metric] }));
  const max = Math.max(1, ...points.map((p) => p.value ?? 0));
  const y = scaleLinear()
    .domain([0, max])
    .nice(3)
    .range([top + PANEL_HEIGHT, top]);
  const defined = (p: Point) => p.value !== null;
  const path = line<Point>()
    .defined(defined)
    .x((p) => x(p.index))
    .y((p) => y(p.value ?? 0))
    .curve(curveMonotoneX);
  const fill = area<Point>()
    .defined(defined)
    .x((p) => x(p.index))
    .y0(y(0))
    .y1((p) => y(p.value ?? 0))
    .curve(curveMonotoneX);
  const activeValue = active === null ? null : points[active].value;
  return (
    <g className={`stats-chart__panel stats-chart__panel--${metric}`}>
      <text className="stats-chart__panel-title" x={LEFT} y={top - 8}>
        {METRIC_LABELS[metric].name}
      </text>
      {y.ticks(3).map((tick) => (
        <g key={tick} className="stats-chart__y-tick">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
          <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {statNumber(tick)}
          </text>
        </g>
      ))}
      <path className="stats-chart__area" d={fill(points) ?? ''} />
      <path className="stats-chart__line" d={path(points) ?? ''} />
      {active !== null && activeValue !== null && <circle className="stats-chart__dot" cx={x(active)} cy={y(activeValue)} r={4} />}
    </g>
  );
}

/**
 * The stats page's chart: the 30 days of each number the viewer may see, one panel each on its own scale (impressions
 * outnumber clicks by far: one scale would flatten the others), sharing the time axis. Hovering a day, or moving
 * through the days with the arrow keys once the chart has focus, shows that day's numbers. The SVG is one image with a
 * summary for screen readers, and the numbers are there as a table too.
 */
export function StatsChart({ stats }: { stats: PinStats }) {
  const [active, setActive] = useState<number | null>(null);
  const [showTable, setShowTable] = useState(false);
  const ids = { readout: useId(), table: useId() };
  const { days, metrics } = stats;
  const band = scaleBand<number>()
    .domain(days.map((_, i) => i))
    .range([LEFT, WIDTH - RIGHT])
    .padding(0.1);
  const x = (i: number) => (band(i) ?? 0) + band.bandwidth() / 2;
  const panelTop = (i: number) => PANEL_GAP + i * (PANEL_HEIGHT + PANEL_GAP);
  const axisTop = panelTop(metrics.length) - PANEL_GAP + 4;
  const height = axisTop + AXIS_HEIGHT;
  const activeDay = active === null ? null : days[active];

  function onKeyDown(e: KeyboardEvent) {
    const last = days.length - 1;
    const moves: Record<string, number> = { ArrowLeft: (active ?? last + 1) - 1, ArrowRight: (active ?? -1) + 1, Home: 0, End: last };
    if (!(e.key in moves)) return;
    e.preventDefault();
    setActive(Math.min(last, Math.max(0, moves[e.key])));
  }

  return (
    <figure className="stats-chart">
      <ul className="stats-chart__legend" aria-label="Legend">
        {metrics.map((m) => (
          <li key={m} className={`stats-chart__key stats-chart__key--${m}`}>
            <span className="stats-chart__swatch" aria-hidden="true" />
            {METRIC_LABELS[m].name}
          </li>
        ))}
      </ul>
      {/* A focusable group whose arrow keys move through the days (the SVG inside stays one image), the readout below saying each. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="stats-chart__plot"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label="Daily stats chart: use the left and right arrow keys to read each day"
        aria-describedby={ids.readout}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((a) => a ?? days.length - 1)}
        onBlur={() => setActive(null)}
        onPointerLeave={() => setActive(null)}
      >
        <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary(stats)}>
          {metrics.map((m, i) => (
            <Panel key={m} metric={m} days={days} top={panelTop(i)} x={x} active={active} />
          ))}
          <g className="stats-chart__x-axis">
            {days.map((d, i) =>
              i % DAY_TICK_EVERY === 0 || i === days.length - 1 ? (
                <text key={d.day} x={x(i)} y={axisTop + 14} textAnchor="middle">
                  {dayLabel(d.day)}
                </text>
              ) : null,
            )}
          </g>
          {active !== null && <line className="stats-chart__cursor" x1={x(active)} x2={x(active)} y1={PANEL_GAP / 2} y2={axisTop} />}
          {days.map((d, i) => (
            <rect
              key={d.day}
              className="stats-chart__hit"
              data-day={d.day}
              x={band(i)}
              y={0}
              width={band.bandwidth()}
              height={axisTop}
              onPointerEnter={() => setActive(i)}
            />
          ))}
        </svg>
        {activeDay && (
          <div className="stats-chart__tooltip" style={{ left: `${(x(active ?? 0) / WIDTH) * 100}%` }} aria-hidden="true">
            <strong>{dayLabel(activeDay.day, true)}</strong>
            {metrics.map((m) => (
              <span key={m}>
                {METRIC_LABELS[m].name}: {activeDay[m] === null ? `– (${NOT_AVAILABLE.toLowerCase()})` : statNumber(activeDay[m])}
              </span>
            ))}
          </div>
        )}
      </div>
      <p className="visually-hidden" id={ids.readout} aria-live="polite">
        {activeDay ? `${dayLabel(activeDay.day, true)}: ${metrics.map((m) => statPhrase(m, activeDay[m])).join(', ')}` : ''}
      </p>
      <Button className="stats-chart__table-toggle" aria-expanded={showTable} aria-controls={ids.table} onClick={() => setShowTable((s) => !s)}>
        {showTable ? 'Hide the numbers' : 'Show the numbers'}
      </Button>
      <table id={ids.table} className="stats-chart__table" hidden={!showTable}>
        <caption>Stats per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {metrics.map((m) => (
              <th key={m} scope="col">
                {METRIC_LABELS[m].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">
                <time dateTime={d.day}>{dayLabel(d.day)}</time>
              </th>
              {metrics.map((m) => (
                <td key={m}>
                  <StatValue value={d[m]} focusable={false} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
