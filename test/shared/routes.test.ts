import { RESERVED_UNSERVED, ROUTES, type RoutePage } from '../../shared/domain/routeTable';
import {
  classifyRoute,
  isReservedName,
  matchRoute,
  pinCloseupPath,
  pinIdOfSegment,
  todayArticlePath,
  withoutPinSlug,
  withTrailingSlash,
  type RouteKind,
} from '../../shared/domain/routes';

describe('classifyRoute', () => {
  const cases: Array<[string, RouteKind]> = [
    ['/pin/123/', 'PIN'],
    ['/pin/123', 'PIN'],
    ['/pin/123/analytics', 'PIN'],
    ['/pin/123/?invite_code=abc', 'PIN'],
    ['/pin/create/', 'UNKNOWN'],
    ['/pin/', 'UNKNOWN'],
    ['/pin/blue-door-ideas--123/', 'PIN'],
    ['/pin/a--b--123/repin/', 'PIN'],
    ['/pin/blue-door--ideas/', 'UNKNOWN'],
    ['/pin/blue-door--0123/', 'UNKNOWN'],
    ['/today/', 'TODAY'],
    ['/today/best/2024', 'TODAY'],
    ['/ideas/', 'IDEA'],
    ['/ideas/home-decor/935249274030/', 'IDEA'],
    ['/shopping/', 'SHOPPING'],
    ['/shopping/shoes/123', 'SHOPPING'],
    ['/ann_lee/', 'PROFILE'],
    ['/ann_lee', 'PROFILE'],
    ['/ann_lee/_saved', 'PROFILE'],
    ['/ann_lee/_created/', 'PROFILE'],
    ['/me/', 'PROFILE'],
    ['/ann_lee/kitchen-ideas/', 'BOARD'],
    ['/ann_lee/kitchen-ideas/islands', 'BOARD'],
    ['/ann_lee/kitchen-ideas#imgViewer', 'BOARD'],
    ['/ann_lee/_unknown_tab/', 'UNKNOWN'],
    ['/ann_lee/a/b/c/', 'UNKNOWN'],
    ['/about/', 'UNKNOWN'],
    ['/settings', 'UNKNOWN'],
    ['/search/pins/', 'UNKNOWN'],
    ['/Login/', 'UNKNOWN'],
    ['/business/hub', 'UNKNOWN'],
    ['/ab/', 'UNKNOWN'],
    ['/not-a-user!/', 'UNKNOWN'],
    ['/', 'UNKNOWN'],
    ['//evil.example/', 'UNKNOWN'],
    ['pin/123/', 'UNKNOWN'],
  ];

  test.each(cases)('%s is %s', (path, kind) => {
    expect(classifyRoute(path)).toBe(kind);
  });
});

describe('withTrailingSlash', () => {
  test.each([
    ['/pin/1', '/pin/1/'],
    ['/pin/1/', '/pin/1/'],
    ['/', '/'],
  ])('%s becomes %s', (input, output) => {
    expect(withTrailingSlash(input)).toBe(output);
  });
});

describe('pinIdOfSegment ("signed-out pin links use a search-friendly url built from the pin id and seoUrl")', () => {
  test.each<[string, string | null]>([
    ['123', '123'],
    ['blue-door-ideas--123', '123'],
    ['a--b--678', '678'],
    ['--9', '9'],
    ['blue-door--', null],
    ['blue-door--12x', null],
    ['create', null],
    ['0', null],
    ['', null],
  ])('%s names pin %p', (segment, id) => {
    expect(pinIdOfSegment(segment)).toBe(id);
  });
});

describe('withoutPinSlug', () => {
  test.each([
    ['/pin/blue-door--123/', '/pin/123/'],
    ['/pin/blue-door--123', '/pin/123'],
    ['/pin/blue-door--123/repin/', '/pin/123/repin/'],
    ['/pin/123/', '/pin/123/'],
    ['/pin/blue-door--abc/', '/pin/blue-door--abc/'],
    ['/ann_lee/blue-door--123/', '/ann_lee/blue-door--123/'],
    ['/', '/'],
  ])('%s routes as %s', (input, output) => {
    expect(withoutPinSlug(input)).toBe(output);
  });
});

describe('pinCloseupPath ("signed-out pin links use a search-friendly url built from the pin id and seoUrl")', () => {
  test.each<[string, string, boolean, string]>([
    ['signed out: the seoUrl', '/pin/blue-door--12/', false, '/pin/blue-door--12/'],
    ['signed in: the bare id', '/pin/blue-door--12/', true, '/pin/12/'],
    ['an untitled pin: the bare id', '/pin/12/', false, '/pin/12/'],
    ['a seoUrl for another pin is ignored', '/pin/blue-door--13/', false, '/pin/12/'],
    ['a seoUrl off the pin routes is ignored', '//evil.example/pin/x--12/', false, '/pin/12/'],
    ['a missing seoUrl', '', false, '/pin/12/'],
  ])('%s', (_rule, seoUrl, signedIn, expected) => {
    expect(pinCloseupPath({ id: '12', seoUrl }, signedIn)).toBe(expected);
  });
});

describe('matchRoute: the one route table (issue 21)', () => {
  test.each<[string, RoutePage | null, Record<string, string> | null]>([
    ['/', 'home', {}],
    ['/homefeed/', 'home', null],
    ['/pin/12/', 'closeup', { id: '12' }],
    ['/pin/blue-door--12/', 'closeup', { id: '12' }],
    ['/pin/create/', 'pinBuilder', null],
    ['/pin/12/repin/', 'repin', null],
    ['/pin/12/repin/x/', 'comingSoon', null],
    ['/pin/12/unknown/', null, null],
    ['/board/7/edit/collaborators/', 'collaborators', { id: '7' }],
    ['/board/seven/edit/', null, null],
    // The catalogue routes with three segments outrank the board-section route.
    ['/ideas/woodworking/13/', 'interest', { interest: 'woodworking', id: '13' }],
    ['/ideas/woodworking/', 'comingSoon', null],
    ['/ideas/', 'comingSoon', null],
    ['/videos/woodworking/13/', 'videos', { category: 'woodworking', id: '13' }],
    ['/today/article/4/', 'todayArticle', { id: '4' }],
    ['/today/article/four/', 'comingSoon', null],
    ['/business/catalogs/2/', 'catalog', { id: '2' }],
    ['/business/hub', 'comingSoon', null],
    ['/offsite/?url=x', 'server', null],
    ['/surveys/user', 'server', null],
    ['/resource/PinResource/get/', 'api', null],
    ['/Login/', 'login', null],
    ['/ann_lee/', 'profile', { username: 'ann_lee' }],
    ['/ann_lee/_saved/', 'profile', { username: 'ann_lee' }],
    ['/ann_lee/_created/', 'profileCreated', { username: 'ann_lee' }],
    ['/search/users/?q=sam', 'search', { scope: 'users' }],
    ['/ann_lee/kitchen/', 'board', { username: 'ann_lee', slug: 'kitchen' }],
    ['/ann_lee/kitchen/islands/', 'board', { username: 'ann_lee', slug: 'kitchen', section: 'islands' }],
    ['/ann_lee/_unknown_tab/', null, null],
    ['/admin/', null, null],
    ['/admin/kitchen/', null, null],
    ['/no/such/page/here/', null, null],
    ['//evil.example/', null, null],
  ])('%s is %s', (path, page, params) => {
    const match = matchRoute(path);
    expect(match?.route.page ?? null).toBe(page);
    if (params !== null) expect(match?.params).toEqual(params);
  });

  test('a route earlier in the table wins: no route is shadowed by one before it', () => {
    // A path made of each route's own words (and ids) reaches that route, not an earlier one.
    const sample = (path: string) =>
      `/${path
        .split('/')
        .map((part) => (part === '*' ? 'x' : part === ':username' ? 'ann_lee' : part.startsWith(':') ? '12' : part))
        .join('/')}/`.replace('//', '/');
    const shadowed = ROUTES.filter((route) => matchRoute(sample(route.path))?.route !== route).map((route) => route.path);
    expect(shadowed).toEqual([]);
  });
});

test('todayArticlePath: a Today article, which the route table reads back', () => {
  expect(todayArticlePath('4')).toBe('/today/article/4/');
  expect(matchRoute(todayArticlePath('4'))?.params).toEqual({ id: '4' });
});

describe('isReservedName: the names sign-up refuses', () => {
  test.each([
    'admin',
    'surveys',
    'search',
    'login',
    'settings',
    'Settings',
    'about',
    'help',
    'shopping',
    'videos',
    'today',
    'topics',
    'api',
    'media',
  ])('%s is reserved', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  test.each(['ann_lee', 'demo', 'pins', 'ideasmith'])('%s is free', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  test('every first segment the table serves is reserved, so no profile can hide behind a page', () => {
    const served = ROUTES.map((route) => route.path.split('/')[0]).filter((first) => first !== '' && !first.startsWith(':'));
    expect(served.filter((first) => !isReservedName(first))).toEqual([]);
    expect(RESERVED_UNSERVED.filter((word) => !isReservedName(word))).toEqual([]);
  });
});
