import { loadConfig } from '../../server/config';
import { browser, makeApp, signUp } from './helpers/app';

const groupOf = (data: { experiments: Record<string, string | null> }) => data.experiments.simplify_creator_attributions_unauth_web;

describe('EXPERIMENT_SIMPLIFY_CREATOR_ATTRIBUTIONS (platform-services.md section 5, the verification-badge experiment)', () => {
  it.each<[string, string | undefined, string | null]>([
    ['unset: no experiment', undefined, null],
    ['blank: no experiment', '  ', null],
    ['a group, trimmed', ' control ', 'control'],
    [
      'any group name passes through (unknown groups show every badge)',
      'enabled_att_checkmarks_trusted_verified',
      'enabled_att_checkmarks_trusted_verified',
    ],
  ])('%s', (_case, value, expected) => {
    const env = value === undefined ? {} : { EXPERIMENT_SIMPLIFY_CREATOR_ATTRIBUTIONS: value };
    expect(loadConfig(env).experiments).toEqual({ simplify_creator_attributions_unauth_web: expected });
  });
});

describe('the viewer answer carries the experiment groups', () => {
  it('by default nobody is in the experiment, signed out or in', async () => {
    const { app } = makeApp();
    const b = await browser(app);
    expect(groupOf((await b.call('viewerGet')).body.resource_response.data)).toBeNull();
    await signUp(b, 'nora');
    expect((await b.call('viewerGet')).body.resource_response.data).toMatchObject({
      isAuth: true,
      experiments: { simplify_creator_attributions_unauth_web: null },
    });
  });

  it('with a configured group, every viewer answer carries it: signed out, sign-up, log-in and signed in', async () => {
    const { app } = makeApp({ experiments: { simplify_creator_attributions_unauth_web: 'control' } });
    const b = await browser(app);

    const anonymous = (await b.call('viewerGet')).body.resource_response.data;
    expect(anonymous).toMatchObject({ isAuth: false, experiments: { simplify_creator_attributions_unauth_web: 'control' } });
    expect(groupOf(await signUp(b, 'olga'))).toBe('control');
    expect(groupOf((await b.call('viewerGet')).body.resource_response.data)).toBe('control');

    const other = await browser(app);
    const login = await other.call('login', { username_or_email: 'olga', password: 'correct horse battery' });
    expect(login.status).toBe(200);
    expect(groupOf(login.body.resource_response.data)).toBe('control');
  });
});
