import { LIMITS, PIN_CREATION } from '../../../shared/constants';
import { fieldMessage } from '../../../client/app/fieldMessages';
import { formErrors } from '../../../client/features/auth/formErrors';

// [code, field, rule, form, words]: one row per refusal a form can meet, the limits read from the shared constants.
const ROWS: [string, string, string | undefined, string | undefined, string][] = [
  ['invalid_options', 'password', 'too_small', undefined, `Use at least ${LIMITS.password.min} characters.`],
  ['invalid_options', 'password', 'too_big', undefined, `Use at most ${LIMITS.password.max} characters.`],
  [
    'invalid_options',
    'password',
    'guessable',
    undefined,
    'Choose a password that is harder to guess: a longer phrase of words that are not about you.',
  ],
  ['invalid_options', 'username', 'too_small', undefined, `Use ${LIMITS.username.min} to ${LIMITS.username.max} characters.`],
  ['invalid_options', 'username', 'invalid_format', undefined, 'Use only letters, digits and underscores.'],
  ['invalid_options', 'username', 'reserved', undefined, 'That name belongs to a page of Pinboard. Try another.'],
  ['invalid_options', 'email', 'invalid_format', undefined, 'Enter an email address, like name@example.com.'],
  ['invalid_options', 'first_name', 'too_small', undefined, 'Enter your first name.'],
  ['invalid_options', 'first_name', 'too_big', undefined, `Use at most ${LIMITS.firstName} characters.`],
  ['invalid_options', 'first_name', 'custom', undefined, 'Use only characters people can see: no control or invisible ones.'],
  ['invalid_options', 'username_or_email', 'too_small', undefined, 'Enter your email or username.'],
  ['invalid_credentials', 'password', undefined, undefined, 'That password is not right. Check it, and the email or username above.'],
  ['invalid_options', 'name', 'too_small', 'board', 'Give your board a name.'],
  ['invalid_options', 'name', 'too_big', 'board', `Use at most ${LIMITS.boardTitle} characters.`],
  ['invalid_options', 'description', 'too_big', 'board', `Use at most ${LIMITS.boardDescription} characters.`],
  ['conflict', 'name', undefined, 'board', 'You already have a board with that name. Try another.'],
  ['invalid_options', 'title', 'too_big', 'section', `Use at most ${LIMITS.sectionTitle} characters.`],
  ['conflict', 'title', undefined, 'section', 'This board already has a section with that title. Try another.'],
  ['invalid_options', 'title', 'too_big', undefined, `Use at most ${PIN_CREATION.titleMax} characters.`],
  ['invalid_options', 'description', 'too_big', undefined, `Use at most ${LIMITS.pinDescription} characters.`],
  ['invalid_options', 'alt_text', 'too_big', undefined, `Use at most ${PIN_CREATION.altTextMax} characters.`],
  ['invalid_options', 'link', 'invalid_format', undefined, 'Enter a web address that starts with http:// or https://.'],
  ['invalid_options', 'link', undefined, undefined, 'Enter a web address that starts with http:// or https://.'],
  ['image_fetch_failed', 'image_url', undefined, undefined, 'We could not reach that address. Check the address, or upload the image instead.'],
  ['image_fetch_timeout', 'image_url', undefined, undefined, 'That address took too long to answer. Check the address, or upload the image instead.'],
  [
    'forbidden_address',
    'image_url',
    undefined,
    undefined,
    'We cannot fetch images from that address. Check the address, or upload the image instead.',
  ],
  ['invalid_image', 'image', undefined, undefined, 'That file is not an image we can read. Choose a JPEG, PNG, GIF or WebP image.'],
  ['payload_too_large', 'image', undefined, undefined, 'That image is too large. Choose a smaller one.'],
];

describe('fieldMessage: (code, field, rule) to words that say what to do', () => {
  it.each(ROWS)('%s, %s, %s (form %s)', (code, field, rule, form, words) => {
    expect(fieldMessage(code, field, rule, form)).toBe(words);
  });

  it('has no words for what the table does not know, so the server’s own are shown', () => {
    expect(fieldMessage('invalid_options', 'password', 'invalid_type')).toBeUndefined();
    expect(fieldMessage('rate_limited', 'password', undefined)).toBeUndefined();
  });
});

describe('formErrors words every placed field through the table', () => {
  it('replaces zod’s words with the table’s, and keeps the server’s where the table has none', () => {
    const error = {
      status: 400,
      code: 'invalid_options',
      message: 'Invalid password, email.',
      fields: { password: 'Too small: expected string to have >=8 characters', email: 'Invalid input' },
      rules: { password: 'too_small', email: 'invalid_type' },
    };
    expect(formErrors(error, ['password', 'email'])).toEqual({
      fields: { password: `Use at least ${LIMITS.password.min} characters.`, email: 'Invalid input' },
    });
  });
});
