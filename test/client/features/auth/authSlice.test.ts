import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import { selectExperimentGroup, selectViewer } from '../../../../client/features/auth/authSlice';
import { makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';

const EXPERIMENT = 'simplify_creator_attributions_unauth_web';
const inControl = { [EXPERIMENT]: 'control' };

describe('experiment groups from the viewer answer', () => {
  test('before any viewer answer the viewer is in no experiment', () => {
    expect(selectExperimentGroup(makeStore().getState(), EXPERIMENT)).toBeNull();
  });

  test('a signed-out answer carries the group too', async () => {
    mockApi({ viewerGet: () => ({ data: { isAuth: false, experiments: inControl } }) });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.viewerGet.initiate());
    expect(selectExperimentGroup(store.getState(), EXPERIMENT)).toBe('control');
  });

  // A logout whose session had already ended answers 200 too now, so there is one case.
  test('logging out leaves the viewer signed out but in the same group', async () => {
    mockApi({
      viewerGet: () => ({ data: makeViewer({ experiments: inControl }) }),
      logout: () => ({ data: null }),
    });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.viewerGet.initiate());
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(selectViewer(store.getState())).toEqual({ isAuth: false, experiments: inControl });
    expect(selectExperimentGroup(store.getState(), EXPERIMENT)).toBe('control');
  });
});
