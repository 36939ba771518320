import { LIMITS, PIN_CREATION } from '../../shared/constants';

/**
 * What a form says when the server refuses a field, in words that say what to do. One table, by the error's stable
 * code, the field and the rule the field broke (the envelope's `rules`, shared/contracts/envelope.ts; '*' for any
 * rule); a field some forms use with another limit (a section's title, a board's description) has a row under the
 * form's name too ('section title'), which that form asks for first. Limits are read from the shared constants.
 */
type Rows = Record<string, Record<string, string>>;

const atMost = (max: number) => `Use at most ${max} characters.`;
const usernameLength = `Use ${LIMITS.username.min} to ${LIMITS.username.max} characters.`;
const visibleCharacters = 'Use only characters people can see: no control or invisible ones.';
const uploadInstead = 'Check the address, or upload the image instead.';

const FIELD_WORDS: Record<string, Rows> = {
  invalid_options: {
    first_name: { too_small: 'Enter your first name.', too_big: atMost(LIMITS.firstName), custom: visibleCharacters },
    email: { invalid_format: 'Enter an email address, like name@example.com.', too_big: 'Use an email address of at most 254 characters.' },
    username: {
      too_small: usernameLength,
      too_big: usernameLength,
      invalid_format: 'Use only letters, digits and underscores.',
      reserved: 'That name belongs to a page of Pinboard. Try another.',
    },
    password: {
      too_small: `Use at least ${LIMITS.password.min} characters.`,
      too_big: atMost(LIMITS.password.max),
      guessable: 'Choose a password that is harder to guess: a longer phrase of words that are not about you.',
    },
    username_or_email: { too_small: 'Enter your email or username.' },
    name: { too_small: 'Give your board a name.', too_big: atMost(LIMITS.boardTitle), custom: visibleCharacters },
    'board description': { too_big: atMost(LIMITS.boardDescription) },
    description: { too_big: atMost(LIMITS.pinDescription) },
    title: { too_big: atMost(PIN_CREATION.titleMax) },
    'section title': { too_small: 'Give the section a title.', too_big: atMost(LIMITS.sectionTitle), custom: visibleCharacters },
    alt_text: { too_big: atMost(PIN_CREATION.altTextMax) },
    link: { '*': 'Enter a web address that starts with http:// or https://.' },
    image_url: { '*': 'Enter the image’s web address, starting with http:// or https://.' },
    section: { '*': 'Choose a section of the board you picked.' },
  },
  invalid_credentials: {
    password: { '*': 'That password is not right. Check it, and the email or username above.' },
  },
  conflict: {
    name: { '*': 'You already have a board with that name. Try another.' },
    'section title': { '*': 'This board already has a section with that title. Try another.' },
  },
  image_fetch_failed: { image_url: { '*': `We could not reach that address. ${uploadInstead}` } },
  image_fetch_timeout: { image_url: { '*': `That address took too long to answer. ${uploadInstead}` } },
  forbidden_address: { image_url: { '*': `We cannot fetch images from that address. ${uploadInstead}` } },
  invalid_image: {
    image_url: { '*': 'That address is not an image. Use the address of the image itself, or upload it.' },
    image: { '*': 'That file is not an image we can read. Choose a JPEG, PNG, GIF or WebP image.' },
  },
  image_too_large: {
    image_url: { '*': 'That image has too many pixels. Choose a smaller one.' },
    image: { '*': 'That image has too many pixels. Choose a smaller one.' },
  },
  payload_too_large: {
    image_url: { '*': 'That image is too large. Choose a smaller one.' },
    image: { '*': 'That image is too large. Choose a smaller one.' },
  },
};

/**
 * The words for a refused field: the row for the form's own name of the field, else the field's, for the rule, else
 * for any rule; undefined when the table has none (the caller shows the server's own words).
 */
export function fieldMessage(code: string, field: string, rule: string | undefined, form?: string): string | undefined {
  const rows = FIELD_WORDS[code];
  if (!rows) return undefined;
  for (const key of form ? [`${form} ${field}`, field] : [field]) {
    const row = rows[key];
    const words = row && ((rule !== undefined ? row[rule] : undefined) ?? row['*']);
    if (words) return words;
  }
  return undefined;
}
