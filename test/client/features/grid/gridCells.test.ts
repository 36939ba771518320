import { createPositioner } from 'masonic';
import { createGridCells } from '../../../../client/features/grid/gridCells';

/** A ResizeObserver whose observations the test can see and whose notifications it sends. */
class RecordingResizeObserver {
  static last: RecordingResizeObserver;
  observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    RecordingResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  notify(...targets: Element[]) {
    this.callback(
      targets.map((target) => ({ target }) as ResizeObserverEntry),
      this as unknown as ResizeObserver,
    );
  }
}

const realResizeObserver = globalThis.ResizeObserver;
beforeEach(() => Object.assign(globalThis, { ResizeObserver: RecordingResizeObserver }));
afterEach(() => Object.assign(globalThis, { ResizeObserver: realResizeObserver }));

function cell(height: number): HTMLElement {
  const element = document.createElement('div');
  element.style.height = `${height}px`;
  return element;
}

const setup = () => {
  const positioner = createPositioner(4, 236, 16, 16);
  const onMoved = jest.fn();
  const cells = createGridCells(positioner, onMoved);
  return { positioner, onMoved, cells, observer: RecordingResizeObserver.last };
};

test('a cell is measured when it mounts and no longer observed once it unmounts, so nothing keeps it alive', () => {
  const { positioner, cells, observer } = setup();
  const first = cell(300);
  const second = cell(200);

  const detachFirst = cells.attach(first, 0);
  const detachSecond = cells.attach(second, 1);
  expect(positioner.get(0)?.height).toBe(300);
  expect(positioner.get(1)?.height).toBe(200);
  expect([...observer.observed]).toEqual([first, second]);

  detachFirst();
  detachSecond();
  expect(observer.observed.size).toBe(0);
});

test('a cell that grows moves the cells below it; a notification without a change moves nothing', () => {
  const { positioner, onMoved, cells, observer } = setup();
  const elements = [300, 200, 250, 100, 180].map(cell);
  elements.forEach((element, index) => cells.attach(element, index));
  // Four columns: the fifth cell goes under the shortest, the fourth (100 px).
  expect(positioner.get(4)?.top).toBe(116);

  observer.notify(elements[0], elements[3]);
  expect(onMoved).not.toHaveBeenCalled();

  elements[3].style.height = '150px';
  observer.notify(elements[3]);
  expect(positioner.get(3)?.height).toBe(150);
  expect(positioner.get(4)?.top).toBe(166);
  expect(onMoved).toHaveBeenCalledTimes(1);
});

test('a cell remounted at an index already measured keeps its height until it reports a new one', () => {
  const { positioner, cells } = setup();
  cells.attach(cell(300), 0)();

  cells.attach(cell(999), 0);

  expect(positioner.get(0)?.height).toBe(300);
});
