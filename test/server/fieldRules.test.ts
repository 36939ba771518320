import { browser, makeApp } from './helpers/app';

const { app } = makeApp();

const refusal = async (options: Record<string, unknown>) => {
  const b = await browser(app);
  const res = await b.callUnchecked('register', {
    username: 'ruth_r',
    email: 'ruth@example.com',
    password: 'violet lantern harbour',
    first_name: 'Ruth',
    ...options,
  });
  return { status: res.status, ...res.body.resource_response.error };
};

// The stable code and field names stay; `rules` says which rule each field broke, for clients to word it.
describe('a refused option names the rule its field broke', () => {
  it.each([
    ['password', 'too_small', { password: 'abc' }],
    ['password', 'too_big', { password: 'x'.repeat(201) }],
    ['password', 'guessable', { password: 'password123' }],
    ['username', 'too_small', { username: 'ab' }],
    ['username', 'invalid_format', { username: 'has space' }],
    ['username', 'reserved', { username: 'settings' }],
    ['email', 'invalid_format', { email: 'not-an-email' }],
    ['first_name', 'too_small', { first_name: '' }],
    ['first_name', 'custom', { first_name: 'Ru\u200bth' }],
    ['password', 'invalid_type', { password: 42 }],
  ] as const)('%s: %s', async (field, rule, options: Record<string, unknown>) => {
    const error = await refusal(options);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_options');
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(error.rules).toEqual({ [field]: rule });
  });
});
