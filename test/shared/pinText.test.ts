import { displayDescription, displayPinNote, displayTitle } from '../../shared/domain/pinText';
import type { PinTextOptions } from '../../shared/domain/pinText';
import type { GridSurface } from '../../shared/domain/surfaces';

type Options = Omit<PinTextOptions, 'surface'>;
const base: Options = { viewParameter: 0, isImageOnlyAttribution: false, noIndexReason: null };

describe('displayDescription', () => {
  it.each<[string, Partial<Options>, string]>([
    ['"Description trimmed", whitespace collapsed', {}, 'Soft light mornings'],
    ['"shown only for view parameter 0" (image-only attribution)', { isImageOnlyAttribution: true }, 'Soft light mornings'],
    ['"... or when attribution is not image-only" (other view parameter)', { viewParameter: 7 }, 'Soft light mornings'],
    ['hidden: other view parameter and image-only attribution', { viewParameter: 7, isImageOnlyAttribution: true }, ''],
    ['"blank when the SEO no-index reason is sensitive_raw_pin_text"', { noIndexReason: 'sensitive_raw_pin_text' }, ''],
    ['"... or is_sensitive_rich_pin_description"', { noIndexReason: 'is_sensitive_rich_pin_description' }, ''],
    ['other no-index reasons leave it shown', { noIndexReason: 'spam' }, 'Soft light mornings'],
  ])('%s', (_rule, overrides, expected) => {
    expect(displayDescription('  Soft  light\n mornings  ', { ...base, ...overrides })).toBe(expected);
  });
});

describe('displayPinNote ("Pin note trimmed, used only on board grids")', () => {
  it.each<[GridSurface, string]>([
    ['BaseBoardPinGrid', 'buy paint'],
    ['AuthHomefeed', ''],
    ['UserProfilePinGrid', ''],
  ])('%s -> %j', (surface, expected) => expect(displayPinNote('  buy \n paint ', surface)).toBe(expected));
});

describe('displayTitle ("Whitespace collapsed")', () => {
  it.each([
    [{ gridTitle: '  Short\n title ', title: 'Long title' }, 'Short title'],
    [{ gridTitle: '   ', title: ' Long  title ' }, 'Long title'],
    [{ gridTitle: '', title: '' }, ''],
  ])('%o -> %j', (pin, expected) => expect(displayTitle(pin)).toBe(expected));
});
