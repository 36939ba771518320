import { documentTitle, pinPageName, profilePageName } from '../../shared/domain/pageTitle';

describe('documentTitle', () => {
  test.each<[string | undefined, string]>([
    [undefined, 'Pinboard'],
    ['', 'Pinboard'],
    ['Blue kitchen', 'Blue kitchen · Pinboard'],
  ])('%p reads %s', (page, title) => expect(documentTitle(page)).toBe(title));
});

describe('pinPageName', () => {
  test.each([
    ['Blue kitchen', 'Blue kitchen'],
    ['  Blue kitchen ', 'Blue kitchen'],
    ['   ', 'Pin'],
    ['', 'Pin'],
  ])('%p is called %p', (title, name) => expect(pinPageName({ title })).toBe(name));
});

test('profilePageName names the person, then the handle', () => {
  expect(profilePageName({ fullName: 'Ann Lee', username: 'ann_lee' })).toBe('Ann Lee (@ann_lee)');
});
