import { useId } from 'react';
import { NOT_AVAILABLE, statNumber } from './statFormat';

/**
 * One stat as the page shows it: the short form, or a dash whose tooltip says it is not available yet. Screen readers
 * hear the tooltip as the dash's description. A lone dash takes focus so keyboard users reach its tooltip too; in a
 * table of many (focusable: false) it does not, which would make every missing day a tab stop.
 */
export function StatValue({ value, focusable = true }: { value: number | null; focusable?: boolean }) {
  const tipId = useId();
  if (value !== null) return <data value={value}>{statNumber(value)}</data>;
  return (
    // The dash is focusable only so that its tooltip can be reached without a pointer.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span className="stat-missing" tabIndex={focusable ? 0 : undefined} aria-describedby={tipId}>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Not available</span>
      <span className="stat-missing__tip" role="tooltip" id={tipId}>
        {NOT_AVAILABLE}
      </span>
    </span>
  );
}
