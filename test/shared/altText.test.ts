import { pinAltText } from '../../shared/domain/altText';

describe('pinAltText', () => {
  test.each([
    [{ altText: 'A red door', autoAltText: 'a door', title: 'Doors' }, 'This contains: A red door'],
    [{ altText: null, autoAltText: 'a door', title: 'Doors' }, 'This may contain: a door'],
    [{ altText: '   ', autoAltText: 'a door', title: 'Doors' }, 'This may contain: a door'],
    [{ altText: null, autoAltText: null, title: 'Doors' }, 'This contains an image of: Doors'],
    [{ altText: '', autoAltText: ' ', title: ' Doors ' }, 'This contains an image of: Doors'],
    [{ altText: null, autoAltText: null, title: '' }, 'This contains an image'],
  ])('%o -> %s', (pin, expected) => {
    expect(pinAltText(pin)).toBe(expected);
  });
});
