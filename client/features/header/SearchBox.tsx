import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../shared/constants';
import { ANCHORS, useAnchorRef } from '../experiences/anchored/anchors';
import { SearchIcon } from '../../ui/icons';

// Recent searches and suggestions come with the search page's chunk (a chunk of their own would add its name and
// hashes to this script), loaded when the box first takes the focus; from then on they show and hide themselves by
// the form's own events.
const SearchSuggestions = lazy(() => import(/* webpackChunkName: "search" */ '../searches/SearchSuggestions'));

export function SearchBox() {
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';
  const [query, setQuery] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  const navigate = useNavigate();
  const inputId = useId();
  const anchorRef = useAnchorRef(ANCHORS.searchBox);
  const [focused, setFocused] = useState(false);

  // Follow the url (back/forward, a topic link) without overwriting what the user is typing otherwise.
  if (current !== shownFor) {
    setShownFor(current);
    setQuery(current);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search/pins/?q=${encodeURIComponent(q)}`);
  };

  return (
    <form ref={anchorRef} role="search" aria-label="Pins" className="search" onSubmit={submit} onFocus={() => setFocused(true)}>
      <label htmlFor={inputId} className="visually-hidden">
        Search pins
      </label>
      <span className="search__icon">
        <SearchIcon />
      </span>
      <input
        id={inputId}
        className="search__input"
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        maxLength={LIMITS.searchQuery}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {focused && (
        <Suspense>
          <SearchSuggestions query={query} />
        </Suspense>
      )}
    </form>
  );
}
