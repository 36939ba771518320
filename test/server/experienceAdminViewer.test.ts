import { rr } from './helpers/api';
import { browser, logIn, makeApp, PASSWORD, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

// The viewer says whether it may author experiences, so the client shows /admin/experiences' tools only to operators;
// the operator endpoints still decide every call (test/server/experienceAdmin.test.ts).
const { app, db } = makeApp();
const f = factories(db);

describe('the viewer names operators', () => {
  it('is false for an account without the role, true once granted, false again once revoked', async () => {
    const { browsers, ids } = await signUpAll(app, ['grace', 'linus']);
    expect(rr(await browsers.grace.call('viewerGet')).data).toMatchObject({ isAuth: true, isOperator: false });

    f.operator(ids.grace);
    expect(rr(await browsers.grace.call('viewerGet')).data).toMatchObject({ isAuth: true, isOperator: true });
    expect(rr(await browsers.linus.call('viewerGet')).data).toMatchObject({ isAuth: true, isOperator: false });
    expect(rr(await logIn(await browser(app), 'grace').then((b) => b.call('viewerGet'))).data).toMatchObject({ isOperator: true });

    db.prepare('DELETE FROM operators WHERE user_id = ?').run(ids.grace);
    expect(rr(await browsers.grace.call('viewerGet')).data).toMatchObject({ isOperator: false });
  });

  it('answers the login itself with the role', async () => {
    const { ids } = await signUpAll(app, ['ken']);
    f.operator(ids.ken);
    const b = await browser(app);
    const res = await b.call('login', { username_or_email: 'ken', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ username: 'ken', isOperator: true });
  });

  it('is not part of the signed-out viewer', async () => {
    const anon = await browser(app);
    expect(rr(await anon.call('viewerGet')).data).not.toHaveProperty('isOperator');
  });
});
