import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH } from '../../../shared/constants/search';
import { searchPageQuery, searchPageUrl } from '../../../shared/domain/searchPage';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { useRecentSearches } from './recentSearches';
import { useSearchTypeaheadQuery } from './searchesApi';
import './SearchSuggestions.css';

/** The words once typing has paused for SEARCH.suggestionDelay: one request per pause, not per key ('' until then). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH.suggestionDelay);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function Recent({ onPick }: { onPick: () => void }) {
  const { searches, remove } = useRecentSearches();
  if (searches.length === 0) return <p className="search-suggestions__note">Your recent searches show here.</p>;
  return (
    <>
      <div className="search-suggestions__heading">
        <h2>Recent searches</h2>
        <button type="button" className="search-suggestions__clear" onClick={() => remove()}>
          Clear all
        </button>
      </div>
      <ul className="search-suggestions__list">
        {searches.map((q) => (
          <li key={q} className="search-suggestions__recent">
            <Link to={searchPageUrl('pins', q)} onClick={onPick}>
              {q}
            </Link>
            <IconButton label={`Remove ${q} from recent searches`} icon={<CloseIcon />} onClick={() => remove(q)} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Suggested({ query, onPick }: { query: string; onPick: () => void }) {
  const settled = useSettled(query);
  const { currentData } = useSearchTypeaheadQuery(settled || skipToken);
  return (
    <>
      <Link to={searchPageUrl('pins', query)} className="search-suggestions__all" onClick={onPick}>
        {`Search for “${query}”`}
      </Link>
      {currentData && currentData.people.length > 0 && (
        <>
          <h2>People</h2>
          <ul className="search-suggestions__list">
            {currentData.people.map((user) => (
              <li key={user.id}>
                <Link to={`/${user.username}/`} className="search-suggestions__person" onClick={onPick}>
                  <Avatar name={user.fullName} src={user.imageSmallUrl} size={32} alt="" />
                  <span>
                    {user.fullName} <span className="search-suggestions__username">@{user.username}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {currentData && currentData.boards.length > 0 && (
        <>
          <h2>Boards</h2>
          <ul className="search-suggestions__list">
            {currentData.boards.map((board) => (
              <li key={board.id}>
                <Link to={board.url} onClick={onPick}>
                  {board.name} <span className="search-suggestions__username">@{board.owner.username}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * What the search box offers while it has the focus: the recent searches before anything is typed, then a search for
 * the words, the people and the boards they find. Arrow keys move through the offers, Escape closes them, as do a
 * search made and the focus leaving the search box; the focus coming back, or a key typed, opens them. Loaded (with
 * the search page's chunk) and mounted by the box's first focus, so open at first, then following the form's events.
 */
export default function SearchSuggestions({ query }: { query: string }) {
  const panel = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const words = query.trim();
  // Open, unless the search was made while this chunk was on its way: the box then holds the words the page shows.
  const [open, setOpen] = useState(() => !words || words !== searchPageQuery(params));
  const close = useCallback(() => setOpen(false), []);
  // Going to another page (a search made, a link followed, back or forward) closes them.
  const location = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setOpen(false);
  }, [location]);

  useEffect(() => {
    const form = panel.current?.parentElement;
    if (!form) return;
    const input = form.querySelector('input');
    const items = () => [input, ...(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? [])].filter((e) => e !== null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        input?.focus();
        setOpen(false);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const all = items();
      if (all.length < 2) return;
      const at = all.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      all[(at + (event.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length].focus();
    };
    // Focus moving out of the search box (not within it) closes the offers.
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === input) setOpen(true);
    };
    // A key typed after Escape brings them back; a search made closes them.
    const onInput = () => setOpen(true);
    const listeners = [
      ['keydown', onKey],
      ['focusout', onFocusOut],
      ['focusin', onFocusIn],
      ['input', onInput],
      ['submit', close],
    ] as const;
    for (const [type, listener] of listeners) form.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) form.removeEventListener(type, listener as EventListener);
    };
  }, [close]);

  return (
    <section ref={panel} className="search-suggestions" aria-label="Search suggestions" hidden={!open}>
      {open && (words ? <Suggested query={words} onPick={close} /> : <Recent onPick={close} />)}
    </section>
  );
}
