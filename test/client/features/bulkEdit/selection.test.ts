import { BULK_EDIT } from '../../../../shared/constants';
import { ALL_SELECTED, NOTHING_SELECTED, isSelected, mayToggle, selectedCount, toggled } from '../../../../client/features/bulkEdit/selection';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

test('a list selection toggles pins in and out; its count is its length', () => {
  const one = toggled(toggled(NOTHING_SELECTED, '4'), '7');
  expect(one).toEqual({ all: false, ids: ['4', '7'] });
  expect(toggled(one, '4')).toEqual({ all: false, ids: ['7'] });
  expect([isSelected(one, '7'), isSelected(one, '5'), selectedCount(one, 40)]).toEqual([true, false, 2]);
});

test('after select all, deselecting adds to the excluded pins and the count is the rest of the board', () => {
  const s = toggled(ALL_SELECTED, '3');
  expect(s).toEqual({ all: true, excluded: ['3'] });
  expect([isSelected(s, '3'), isSelected(s, '9'), selectedCount(s, 40)]).toEqual([false, true, 39]);
  expect(toggled(s, '3')).toEqual(ALL_SELECTED);
});

test('a call names at most BULK_EDIT.maxPins pins: past it only the listed ones can change', () => {
  const full = { all: false, ids: ids(BULK_EDIT.maxPins) } as const;
  expect([mayToggle(full, 'new'), mayToggle(full, '1')]).toEqual([false, true]);
  const allButFull = { all: true, excluded: ids(BULK_EDIT.maxPins) } as const;
  expect([mayToggle(allButFull, 'new'), mayToggle(allButFull, '2'), mayToggle(ALL_SELECTED, 'new')]).toEqual([false, true, true]);
});
