import { classifyRoute, pinCloseupPath, pinIdOfSegment, withoutPinSlug, withTrailingSlash, type RouteKind } from '../../shared/domain/routes';

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
