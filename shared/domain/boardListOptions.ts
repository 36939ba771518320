import { GRID } from '../constants';
import type { GridColumns } from './gridLayout';

/**
 * Grid density of pins on board pages and on the profile (the spec names the settings, not their values), and the
 * grid's columns at each. The other profile view settings are in profileViewSettings.ts: home's grid imports this
 * file, so whatever it holds is in home's script.
 */
export const PIN_DENSITIES = ['compact', 'default', 'comfy'] as const;
export type PinDensity = (typeof PIN_DENSITIES)[number];

const DENSITY_LABELS: Record<PinDensity, string> = { compact: 'Compact', default: 'Default', comfy: 'Comfy' };

export const pinDensityLabel = (density: PinDensity) => DENSITY_LABELS[density];

const DENSITY_SCALE: Record<PinDensity, number> = { compact: 0.8, default: 1, comfy: 1.2 };
const GUTTER_STEP: Record<PinDensity, number> = { compact: -1, default: 0, comfy: 1 };

/**
 * The grid's columns at a pin density: compact pins are a fifth narrower with the next smaller spec gutter, comfy
 * ones a fifth wider with the next larger, so density changes both the column width and the gap.
 */
export function densityColumns(columns: GridColumns, density: PinDensity): GridColumns {
  if (density === 'default') return columns;
  const at = GRID.gutters.indexOf(columns.gutter as (typeof GRID.gutters)[number]);
  const gutter = GRID.gutters[Math.min(GRID.gutters.length - 1, Math.max(0, at + GUTTER_STEP[density]))];
  return { ...columns, columnWidth: Math.round(columns.columnWidth * DENSITY_SCALE[density]), gutter };
}
