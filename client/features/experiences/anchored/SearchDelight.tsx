import { useSearchParams } from 'react-router-dom';
import { searchPageQuery } from '../../../../shared/domain/searchPage';
import { delightRanges, highlightParts } from '../../../../shared/domain/experiences/anchored';
import { colorValue } from '../experienceStyle';
import type { SurfaceProps } from '../surfaceProps';
import './anchored.css';

/**
 * Search delight (type 8, component_type 3): on the search page, when the search matches a listed query as a whole
 * word (case-insensitive), the search is shown again with the matching words highlighted, as text, in the experience's
 * colours. Nothing to act on: it is viewed, never completed.
 */
export default function SearchDelight({ experience: e }: SurfaceProps) {
  const [params] = useSearchParams();
  const query = searchPageQuery(params);
  const d = e.display_data;
  const parts = highlightParts(query, delightRanges(query, d.search_query_list ?? []));
  if (!parts.some((part) => part.highlight)) return null;

  const colors = d.text_colors ?? [];
  const background = colorValue(d.text_background_color);
  let marks = 0;
  return (
    <p className="search-delight">
      {d.text ? <span className="search-delight__text">{d.text}</span> : null}
      <span>
        {parts.map((part, i) => {
          if (!part.highlight) return <span key={i}>{part.text}</span>;
          // Several text colours take turns over the highlighted words.
          const color = colors.length ? colorValue(colors[marks++ % colors.length]) : undefined;
          return (
            <mark key={i} className="search-delight__mark" style={{ color, backgroundColor: background }}>
              {part.text}
            </mark>
          );
        })}
      </span>
    </p>
  );
}
