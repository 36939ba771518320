import { classifyRoute, withTrailingSlash, type RouteKind } from '../../shared/domain/routes';

describe('classifyRoute', () => {
  const cases: Array<[string, RouteKind]> = [
    ['/pin/123/', 'PIN'],
    ['/pin/123', 'PIN'],
    ['/pin/123/analytics', 'PIN'],
    ['/pin/123/?invite_code=abc', 'PIN'],
    ['/pin/create/', 'UNKNOWN'],
    ['/pin/', 'UNKNOWN'],
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
