import { z } from 'zod';
import { LIMITS } from '../constants';
import { SELF_PROFILE_PIN_FILTERS } from '../domain/profileViewSettings';
import { COLOR_HUES } from '../domain/colorHue';
import { id, paging } from './common';
import { resource } from './endpoint';
import { board } from './board';
import { interest } from './interest';
import { todayArticle } from './todayArticle';
import { pin } from './pin';
import { profile, userSummary } from './user';

const pins = z.array(pin);

export const homefeed = resource('UserHomefeedResource', 'get', {
  tag: 'feeds',
  summary: 'Home feed: signed in, pins from followed users, boards and interests topped up with popular pins; signed out, popular pins.',
  paged: true,
  auth: 'optional',
  options: z.object({ ...paging }),
  data: pins,
  answers: 'pins',
});

export const boardFeed = resource('BoardFeedResource', 'get', {
  tag: 'feeds',
  summary: "A board's pins, newest first, optionally one section's; filter 'favorited' keeps the pins someone favorited.",
  paged: true,
  auth: 'optional',
  options: z.object({ board_id: id, section_id: id.optional(), filter: z.enum(['favorited']).optional(), ...paging }),
  data: pins,
  answers: 'pins',
});

const profileTab = z.enum(['created', 'saved']);

export const userPins = resource('UserPinsResource', 'get', {
  tag: 'feeds',
  summary:
    "A profile's created or saved pins. On the viewer's own profile only (401 signed out, 400 naming pin_filter on " +
    "anyone else's), pin_filter narrows them: CREATED_BY_ME, FAVORITED (by the viewer), FAVORITED_AND_CREATED_BY_ME, " +
    'COLORS with color (a named hue of the dominant colour) or INTERESTS with interest_id.',
  paged: true,
  auth: 'optional',
  options: z
    .object({
      username: z.string().min(1).max(30),
      filter: profileTab.default('created'),
      pin_filter: z.enum(SELF_PROFILE_PIN_FILTERS).optional(),
      color: z.enum(COLOR_HUES).optional(),
      interest_id: id.optional(),
      ...paging,
    })
    .superRefine((o, ctx) => {
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (o.pin_filter === 'COLORS' && o.color === undefined) issue('color', 'required with pin_filter COLORS');
      if (o.pin_filter !== 'COLORS' && o.color !== undefined) issue('color', 'only with pin_filter COLORS');
      if (o.pin_filter === 'INTERESTS' && o.interest_id === undefined) issue('interest_id', 'required with pin_filter INTERESTS');
      if (o.pin_filter !== 'INTERESTS' && o.interest_id !== undefined) issue('interest_id', 'only with pin_filter INTERESTS');
    }),
  data: pins,
  answers: 'pins',
});

export const userPinFacets = resource('UserPinFacetsResource', 'get', {
  tag: 'feeds',
  summary:
    "What the viewer's own created or saved pins can be filtered by (UserPinsResource pin_filter COLORS and INTERESTS): " +
    'the hues of their dominant colours, each with its most frequent colour and how many pins, in palette order; and ' +
    'their interests, most pins first (at most 24).',
  auth: 'required',
  options: z.object({ filter: profileTab.default('created') }),
  data: z.object({
    colors: z.array(z.object({ hue: z.enum(COLOR_HUES), color: z.string(), count: z.number().int() })),
    interests: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  }),
});

export const relatedPins = resource('RelatedPinFeedResource', 'get', {
  tag: 'feeds',
  summary: 'Pins that share boards or interests with a pin.',
  paged: true,
  auth: 'optional',
  options: z.object({ pin_id: id, ...paging }),
  data: pins,
  answers: 'pins',
});

export const search = resource('BaseSearchResource', 'get', {
  tag: 'feeds',
  summary: 'Full-text search (SQLite FTS5, BM25) over pin titles, descriptions, board names and interests; or boards or users.',
  paged: true,
  auth: 'optional',
  options: z.object({
    query: z.string().trim().min(1).max(LIMITS.searchQuery),
    scope: z.enum(['pins', 'boards', 'users']).default('pins'),
    ...paging,
  }),
  data: z.union([pins, z.array(board), z.array(userSummary)]),
  // Pins with scope 'pins' (the default); the client takes pins from the pages it asked pins for.
  answers: 'pins',
});

export const userGet = resource('UserResource', 'get', {
  tag: 'users',
  summary: 'A profile by username or user_id.',
  auth: 'optional',
  options: z
    .object({
      username: z.string().min(1).max(30).optional(),
      user_id: id.optional(),
      field_set_key: z.string().max(40).optional(),
    })
    .refine((o) => o.username !== undefined || o.user_id !== undefined, { message: 'username or user_id is required', path: ['username'] }),
  data: profile,
  answers: 'user',
});

export const interestGet = resource('InterestResource', 'get', {
  tag: 'feeds',
  summary: 'An interest (topic): its name, the words of its url and whether the viewer follows it (false signed out).',
  auth: 'optional',
  options: z.object({ interest_id: id }),
  data: interest,
  answers: 'interest',
});

export const interestFeed = resource('InterestFeedResource', 'get', {
  tag: 'feeds',
  summary:
    'The pins tagged with an interest (the interest page, /ideas/{interest}/{id}/), newest first, one per original, as ' +
    "the viewer may see them: secret boards only for those who see them, never a pin the viewer hid. kind 'video' " +
    'keeps the video pins (the video category page, /videos/{category}/{id}/). 404 for an unknown interest.',
  paged: true,
  auth: 'optional',
  options: z.object({ interest_id: id, kind: z.enum(['video']).optional(), ...paging }),
  data: pins,
  answers: 'pins',
});

export const todayArticleGet = resource('TodayArticleResource', 'get', {
  tag: 'feeds',
  summary: 'A Today article (/today/article/{id}/): an editorial collection of pins, with its title, description and cover.',
  auth: 'optional',
  options: z.object({ article_id: id }),
  data: todayArticle,
});

export const todayArticleFeed = resource('TodayArticleFeedResource', 'get', {
  tag: 'feeds',
  summary:
    "A Today article's pins in the editors' order, as the viewer may see them: secret boards only for those who see " +
    'them, never a pin the viewer hid. 404 for an unknown article.',
  paged: true,
  auth: 'optional',
  options: z.object({ article_id: id, ...paging }),
  data: pins,
  answers: 'pins',
});

export const businessCatalog = resource('BusinessCatalogResource', 'get', {
  tag: 'feeds',
  summary:
    "A business account's product catalogue (/business/catalogs/{id}/; user_id is the account's): its product pins " +
    '(original pins with a product summary), newest first, as the account itself sees them. Only for the account and ' +
    'the people who manage it (business access): 401 signed out, 403 for anyone else, 404 for an unknown account.',
  paged: true,
  auth: 'required',
  options: z.object({ user_id: id, ...paging }),
  data: pins,
  answers: 'pins',
});
