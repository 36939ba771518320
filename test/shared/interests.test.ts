import { interestPageName, interestPath } from '../../shared/domain/interests';
import { matchRoute } from '../../shared/domain/routes';

test('interestPageName names the topic, or its videos on the video category page', () => {
  expect(interestPageName({ name: 'Woodworking' }, false)).toBe('Woodworking');
  expect(interestPageName({ name: 'Woodworking' }, true)).toBe('Woodworking videos');
});

test('interestPath: the interest page, or its video category page, which the route table reads back', () => {
  const woodworking = { id: '13', urlName: 'woodworking' };
  expect(interestPath(woodworking, false)).toBe('/ideas/woodworking/13/');
  expect(interestPath(woodworking, true)).toBe('/videos/woodworking/13/');
  expect(matchRoute(interestPath(woodworking, true))?.route.page).toBe('videos');
});
