import { z } from 'zod';
import { LIMITS } from '../constants';
import { board } from './board';
import { resource } from './endpoint';
import { userSummary } from './user';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const query = z.string().trim().min(1).max(LIMITS.searchQuery);

/** The signed-in viewer's recent searches, newest first. */
const recent = z.array(z.string());

export const searchTypeahead = resource('SearchTypeaheadResource', 'get', {
  tag: 'search',
  summary:
    'What the search box suggests for the words typed so far: the first people and boards BaseSearchResource finds ' +
    '(scopes users and boards, ranked as there), secret boards only for those who see them.',
  auth: 'optional',
  options: z.object({ query }),
  data: z.object({ people: z.array(userSummary), boards: z.array(board) }),
});

export const recentSearchesGet = resource('RecentSearchesResource', 'get', {
  tag: 'search',
  summary: "The viewer's recent searches, newest first (kept on the server for signed-in people).",
  auth: 'required',
  options: z.object({}),
  data: recent,
});

export const recentSearchAdd = resource('RecentSearchesResource', 'create', {
  tag: 'search',
  summary: 'Records a search the viewer made (a repeat moves to the top, whatever its case); answers the list after it.',
  auth: 'required',
  options: z.object({ query }),
  data: recent,
});

export const recentSearchesRemove = resource('RecentSearchesResource', 'delete', {
  tag: 'search',
  summary: 'Forgets one recent search (query) or all of them (no query); answers the list after it.',
  auth: 'required',
  options: z.object({ query: query.optional() }),
  data: recent,
});
