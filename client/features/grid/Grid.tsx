import {
  Children,
  cloneElement,
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useInfiniteLoader, useMasonry, type RenderComponentProps } from 'masonic';
import { densityColumns, type PinDensity } from '../../../shared/domain/boardListOptions';
import { gridColumnCount, gridColumns } from '../../../shared/domain/gridLayout';
import type { ImageLoad } from '../../../shared/domain/firstScreenImages';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { measureFirstScreen, type FirstScreenLayout } from './firstScreen';
import { useContainerPosition } from './useContainerPosition';
import { useGridCells, type GridCells } from './gridCells';
import { useGridPositioner } from './useGridPositioner';
import type { ImpressionTracker } from '../impressions/impressionTracker';
import { useImpressionTracker } from '../impressions/useImpressionTracker';
import { PinCard } from '../pinCard/PinCard';
import { useListGeneration } from './useListGeneration';
import { useRevealedIds } from './useRevealedIds';
import { useScrollTop } from './useScrollTop';
import { useFirstScreenCards } from './useFirstScreenCards';
import { useHydrated } from '../../ui/useHydrated';
import { useViewportSize } from '../../ui/useViewportSize';
import './Grid.css';

interface GridProps {
  /** Pin ids in feed order; the list may grow at the end or be replaced. */
  ids: string[];
  hasMore: boolean;
  onLoadMore: () => void;
  /** The surface name the spec's display rules depend on (AuthHomefeed, SearchItem, RelatedPinGrid ...). */
  surface: GridSurface;
  /** Drawn over each card instead of letting it be used (the board's selection mode: a toggle per pin). */
  cellOverlay?: (id: string) => ReactNode;
  /**
   * The viewer's pin size on board and profile grids; the page reads it, so the home grid does not load the
   * settings code.
   */
  density?: PinDensity;
}

/** masonic memoizes each cell in a WeakMap keyed by its item, so items must be objects, the same one per id. */
interface Item {
  id: string;
}

function useItems(ids: readonly string[]): Item[] {
  const byId = useRef(new Map<string, Item>());
  return useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- an identity cache (one object per id, never replaced): reading it while rendering is idempotent
      ids.map((id) => {
        let item = byId.current.get(id);
        if (!item) byId.current.set(id, (item = { id }));
        return item;
      }),
    [ids],
  );
}

/** What a cell's card is rendered with. */
interface CellContextValue {
  columns: number;
  surface: GridSurface;
  cellOverlay?: (id: string) => ReactNode;
  /** How the server's first screen fetches each of its cards' images, by pin: theirs, before and after the takeover. */
  firstScreenLoads: ReadonlyMap<string, ImageLoad>;
}

/** What follows a mounted cell: its size, for the layout, and its impressions. Null while the first screen shows. */
interface CellTracking {
  cells: GridCells | null;
  impressions: ImpressionTracker | null;
}

const noMore = () => undefined;
const NO_ITEMS: Item[] = [];
const NO_LOADS: ReadonlyMap<string, ImageLoad> = new Map();
const UNTRACKED: CellTracking = { cells: null, impressions: null };

const CellContext = createContext<CellContextValue>({ columns: 0, surface: 'AuthHomefeed', firstScreenLoads: NO_LOADS });
const TrackingContext = createContext<CellTracking>(UNTRACKED);

/**
 * Memoized: the takeover hands masonic the first screen's cells with the same props and context, and a card that
 * re-rendered for nothing there cost the page's start a task (more so on a phone's slower CPU).
 */
const Cell = memo(function Cell({ index, data, width }: RenderComponentProps<Item>) {
  const { columns, surface, cellOverlay, firstScreenLoads } = useContext(CellContext);
  const load = firstScreenLoads.get(data.id) ?? (index < columns ? 'high' : 'lazy');
  const card = <PinCard id={data.id} width={width} load={load} surface={surface} />;
  if (!cellOverlay) return card;
  // The card's own links and buttons step aside (inert), so a click or Tab reaches the overlay alone.
  return (
    <div className="grid__overlaid">
      <div inert>{card}</div>
      {cellOverlay(data.id)}
    </div>
  );
});

type CellElement = ReactElement<RenderComponentProps<Item>>;

/**
 * masonic's wrapper around each cell, positioned by its style. The cell is measured and followed for size changes
 * (gridCells) while it is mounted; masonic's own ref, which would observe it forever, is left unused.
 */
function GridCell({ ref: _masonicRef, children, ...props }: ComponentProps<'div'> & { children: CellElement }) {
  const { cells, impressions } = useContext(TrackingContext);
  const { index, data } = children.props;
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      const leave = [cells?.attach(element, index), impressions?.track(element, { pinId: data.id, slotIndex: index })];
      return () => leave.forEach((go) => go?.());
    },
    [cells, impressions, index, data.id],
  );
  return (
    <div ref={attach} {...props}>
      {children}
    </div>
  );
}

/**
 * masonic emits cells in the order its interval tree finds them, not feed order. Tab and screen readers follow the
 * DOM, so the container puts its cells back in feed order (each cell wraps our Cell, which knows its index).
 */
function FeedOrderList({ children, ...props }: ComponentProps<'div'>) {
  const cells = Children.toArray(children) as ReactElement<{ children: CellElement }>[];
  cells.sort((a, b) => a.props.children.props.index - b.props.children.props.index);
  return <div {...props}>{cells}</div>;
}

/**
 * The virtualized masonry grid of pin cards, laid out against the window's scroll. Columns follow the spec's variants
 * (gridColumns): fixed 236 or 270 px columns centred in the container, or compact columns stretched across a phone.
 *
 * A page the server rendered shows its first screen laid out by CSS (useFirstScreenCards) until it is hydrated; right
 * after, the grid reads where CSS put every card and masonic takes them over there, laying out the rest below them.
 * The first screen is rendered as the same elements masonic renders (the list, a cell per card keyed by its pin), so
 * the takeover keeps every card's nodes and only moves the cells to masonic's positions: remounting the cards was the
 * longest task of the page's start, and its new images painted again as the page's largest contentful paint.
 */
export function Grid({ ids, hasMore, onLoadMore, surface, cellOverlay, density = 'default' }: GridProps) {
  const hydrated = useHydrated();
  // undefined: the server's first screen is still showing (this grid was rendered on the server).
  const [firstScreen, setFirstScreen] = useState<FirstScreenLayout | null | undefined>(hydrated ? null : undefined);
  const showsFirstScreen = firstScreen === undefined;
  const frameRef = useRef<HTMLDivElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const viewport = useViewportSize();
  const { offset, width: measured } = useContainerPosition(frameRef, viewport.width, viewport.height, !showsFirstScreen);
  // masonic measures the container in a layout effect, so the first render knows only the viewport. Cards laid out at
  // that guess (a column the width of half the viewport, not of half the page) would be measured too tall, and masonic
  // keeps the heights it measured when the columns change: the cards would move once their real heights came in. So
  // masonic is given the cards only with the measured width, which arrives before the first paint.
  const laidOut = measured > 0 && !showsFirstScreen;
  const available = measured || viewport.width;
  const variant = densityColumns(gridColumns(viewport.mediaWidth), density);
  // A new page arrives through the store as an urgent update; its cards are built as a transition like a scroll step.
  const deferredIds = useDeferredValue(ids);
  const columns = gridColumnCount(available, variant);
  // Two rows of a new page a frame.
  const shownIds = useRevealedIds(deferredIds, 2 * Math.max(1, columns));
  const positioner = useGridPositioner(
    {
      width: available,
      columnCount: columns,
      columnWidth: variant.columnWidth,
      maxColumnWidth: variant.stretch ? undefined : variant.columnWidth,
      gutter: variant.gutter,
    },
    useListGeneration(shownIds),
    laidOut ? firstScreen : null,
  );
  const items = useItems(shownIds);
  const cells = useGridCells(positioner);
  const impressions = useImpressionTracker();
  const first = useFirstScreenCards(ids, density, showsFirstScreen);
  const shownLoads = useMemo(
    () => (showsFirstScreen ? new Map(ids.slice(0, first.count).map((id, index) => [id, first.loads[index]])) : NO_LOADS),
    [showsFirstScreen, ids, first.count, first.loads],
  );
  const [keptLoads, setKeptLoads] = useState(NO_LOADS);
  // Once hydrated: where CSS put the first screen's cards, read before anything moves them. masonic takes them over
  // in a transition, which yields to the browser while it renders (the CSS layout stays on show meanwhile): rendered
  // synchronously it was one of the longest tasks of the page's start.
  useLayoutEffect(() => {
    if (!showsFirstScreen) return;
    const layout = containerRef.current && measureFirstScreen(containerRef.current);
    startTransition(() => {
      setKeptLoads(shownLoads);
      setFirstScreen(layout);
    });
  }, [showsFirstScreen, shownLoads]);
  // masonic already renders two viewports below the fold; one more row beyond that starts the next page early
  // enough that the user rarely sees the end of the list. While a page is still being revealed there is more to
  // show without asking the server.
  const onRender = useInfiniteLoader(shownIds.length < deferredIds.length ? noMore : onLoadMore, {
    totalItems: hasMore ? Infinity : shownIds.length,
    threshold: positioner.columnCount,
  });
  const { columnCount, columnWidth } = positioner;
  const style = useMemo(
    () => ({ width: columnCount * columnWidth + (columnCount - 1) * variant.gutter }),
    [columnCount, columnWidth, variant.gutter],
  );

  const grid = useMasonry({
    positioner,
    items: laidOut ? items : NO_ITEMS,
    itemKey: (item) => item.id,
    render: Cell,
    onRender,
    containerRef,
    height: viewport.height,
    scrollTop: useScrollTop(offset, viewport.height),
    as: FeedOrderList,
    itemAs: GridCell,
    className: 'grid',
    style,
    role: 'list',
    tabIndex: -1,
    itemHeightEstimate: 360,
  });
  // The first screen has no overlay (the board's selection mode is never the first screen), and its cells are neither
  // measured nor tracked until masonic has them.
  const firstScreenLoads = showsFirstScreen ? shownLoads : keptLoads;
  const overlay = showsFirstScreen ? undefined : cellOverlay;
  const cellContext = useMemo(
    () => ({ columns: columnCount, surface, cellOverlay: overlay, firstScreenLoads }),
    [columnCount, surface, overlay, firstScreenLoads],
  );
  const tracking = useMemo(() => (showsFirstScreen ? UNTRACKED : { cells, impressions }), [showsFirstScreen, cells, impressions]);
  // One key for the list in both phases: masonic keys its container by whether any masonry ever mounted in this
  // window, which would remount every card of the first grid a moment after it mounted.
  const list = showsFirstScreen ? (
    <FeedOrderList key="grid" ref={containerRef} className={first.className} role="list">
      {items.slice(0, first.count).map((item, index) => (
        <GridCell key={item.id} role="listitem">
          <Cell index={index} data={item} width={first.columnWidth} />
        </GridCell>
      ))}
    </FeedOrderList>
  ) : (
    cloneElement(grid, { key: 'grid' })
  );
  return (
    <div ref={frameRef}>
      <CellContext value={cellContext}>
        <TrackingContext value={tracking}>{list}</TrackingContext>
      </CellContext>
    </div>
  );
}
