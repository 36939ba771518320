import { Children, createContext, useContext, useMemo, useRef, type ComponentProps, type ReactElement } from 'react';
import {
  useContainerPosition,
  useInfiniteLoader,
  useMasonry,
  usePositioner,
  useResizeObserver,
  useScroller,
  type RenderComponentProps,
} from 'masonic';
import { gridColumns } from '../../shared/domain/gridLayout';
import type { GridSurface } from '../../shared/domain/surfaces';
import { PinCard } from './PinCard';
import { useViewportSize } from './useViewportSize';
import './Grid.css';

interface GridProps {
  /** Pin ids in feed order; the list may grow at the end or be replaced. */
  ids: string[];
  hasMore: boolean;
  onLoadMore: () => void;
  /** The surface name the spec's display rules depend on (AuthHomefeed, SearchItem, RelatedPinGrid ...). */
  surface: GridSurface;
}

/** masonic memoizes each cell in a WeakMap keyed by its item, so items must be objects, the same one per id. */
interface Item {
  id: string;
}

function useItems(ids: readonly string[]): Item[] {
  const byId = useRef(new Map<string, Item>());
  return useMemo(
    () =>
      ids.map((id) => {
        let item = byId.current.get(id);
        if (!item) byId.current.set(id, (item = { id }));
        return item;
      }),
    [ids],
  );
}

const GridContext = createContext<{ columns: number; surface: GridSurface }>({ columns: 0, surface: 'AuthHomefeed' });

function Cell({ index, data, width }: RenderComponentProps<Item>) {
  const { columns, surface } = useContext(GridContext);
  return <PinCard id={data.id} width={width} eager={index < columns} surface={surface} />;
}

type CellElement = ReactElement<{ children: ReactElement<RenderComponentProps<Item>> }>;

/**
 * masonic emits cells in the order its interval tree finds them, not feed order. Tab and screen readers follow the
 * DOM, so the container puts its cells back in feed order (each cell wraps our Cell, which knows its index).
 */
function FeedOrderList({ children, ...props }: ComponentProps<'div'>) {
  const cells = Children.toArray(children) as CellElement[];
  cells.sort((a, b) => a.props.children.props.index - b.props.children.props.index);
  return <div {...props}>{cells}</div>;
}

/**
 * masonic caches each cell's position by index, which is only valid while the list grows at its end. Any other
 * change (a refetch after logging in, a new search) starts a new generation, and with it a fresh positioner.
 */
function useListGeneration(ids: readonly string[]): number {
  const seen = useRef({ ids, generation: 0 });
  const { ids: previous, generation } = seen.current;
  if (ids !== previous) {
    const appended = ids.length >= previous.length && previous.every((id, i) => ids[i] === id);
    seen.current = { ids, generation: appended ? generation : generation + 1 };
  }
  return seen.current.generation;
}

/** The virtualized masonry grid of pin cards, laid out against the window's scroll. */
export function Grid({ ids, hasMore, onLoadMore, surface }: GridProps) {
  const containerRef = useRef<HTMLElement | null>(null);
  const viewport = useViewportSize();
  const { offset, width } = useContainerPosition(containerRef, [viewport.width, viewport.height]);
  const { columnWidth, gutter } = gridColumns(viewport.width);
  const positioner = usePositioner(
    { width: width || viewport.width, columnWidth, columnGutter: gutter, rowGutter: gutter },
    [useListGeneration(ids)],
  );
  const resizeObserver = useResizeObserver(positioner);
  const { scrollTop, isScrolling } = useScroller(offset);
  // masonic already renders two viewports below the fold; one more row beyond that starts the next page early
  // enough that the user rarely sees the end of the list.
  const onRender = useInfiniteLoader(onLoadMore, {
    totalItems: hasMore ? Infinity : ids.length,
    threshold: positioner.columnCount,
  });

  const grid = useMasonry({
    positioner,
    resizeObserver,
    items: useItems(ids),
    itemKey: (item) => item.id,
    render: Cell,
    onRender,
    containerRef,
    height: viewport.height,
    scrollTop,
    isScrolling,
    as: FeedOrderList,
    className: 'grid',
    role: 'list',
    tabIndex: -1,
    itemHeightEstimate: 360,
  });
  const context = useMemo(() => ({ columns: positioner.columnCount, surface }), [positioner.columnCount, surface]);
  return <GridContext.Provider value={context}>{grid}</GridContext.Provider>;
}
