import { passwordProblem } from '../../shared/domain/passwords';

const ann = { username: 'ann_lee', email: 'ann.lee@example.com', firstName: 'Annabel' };

describe('passwordProblem (ASVS 5.0 6.2: refuse common and context-specific passwords, no composition rules)', () => {
  it.each<[string, string, RegExp]>([
    ['a top common password', '12345678', /too easy to guess/],
    ['the word password', 'password', /too easy to guess/],
    ['a keyboard walk', 'qwertyuiop', /too easy to guess/],
    ['one repeated character', 'aaaaaaaa', /too easy to guess/],
    ['eight spaces', '        ', /too easy to guess/],
    ['the username', 'ann_lee', /too easy to guess/],
    ['the username with a year', 'ann_lee2026', /too easy to guess/],
    ['the email address', 'ann.lee@example.com', /too easy to guess/],
    ['the first name with digits', 'annabel123', /too easy to guess/],
    ['a leetspeak common password', 'P@ssw0rd1', /too easy to guess/],
    // The product's own name is the first word an attacker of this site tries ('pinboard2026' once passed).
    ['the product name with a year', 'pinboard2026', /too easy to guess/],
    ['the product name capitalised with a year and a symbol', 'Pinboard2026!', /too easy to guess/],
    ['the product name with a separator and a year', 'pinboard-2026', /too easy to guess/],
    ['the product name in leetspeak', 'P1nb0ard2026', /too easy to guess/],
    ['a NUL character', '\u0000'.repeat(8), /control characters/],
    ['a control character inside a strong phrase', 'correct horse\u0007battery', /control characters/],
    ['a newline inside a strong phrase', 'correct horse\nbattery', /control characters/],
  ])('refuses %s', (_label, password, message) => {
    expect(passwordProblem(password, ann)).toMatch(message);
  });

  it.each([
    ['a passphrase of common words', 'correct horse battery'],
    ['a phrase with spaces at the ends', '  spaced   out passphrase  '],
    ['lower case only, no digits or symbols', 'mountainous relish'],
    ['the demo login', 'demo-pass-2026'],
    ['the benchmark\u2019s password', 'bench password 2026'],
    ['non-Latin text', 'пароль для доски 2026'],
  ])('accepts %s', (_label, password) => {
    expect(passwordProblem(password, ann)).toBeNull();
  });

  it('names the reason it gives, for the person choosing again', () => {
    expect(passwordProblem('password', ann)).toMatch(/heavily used password/);
  });
});
