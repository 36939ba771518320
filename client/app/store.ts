import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { boardsSlice } from '../entities/boardsSlice';
import { interestsSlice } from '../entities/interestsSlice';
import { pinsSlice } from '../entities/pinsSlice';
import { usersSlice } from '../entities/usersSlice';
import { authSlice } from '../features/auth/authSlice';
import { consentSlice } from '../features/consent/consentSlice';
import { experiencesSlice } from '../features/experiences/experiencesSlice';
import { feedbackSlice } from '../features/feedback/feedbackSlice';
import { loginPromptSlice } from '../features/loginPrompt/loginPromptSlice';
import { saveSlice } from '../features/saves/saveSlice';
import { toastSlice } from '../features/toast/toastSlice';
import { videoAutoplaySlice } from '../features/pinCard/videoAutoplaySlice';
import { api } from './api';
import type { StoreExtra } from './contractBaseQuery';

const reducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [pinsSlice.name]: pinsSlice.reducer,
  [usersSlice.name]: usersSlice.reducer,
  [boardsSlice.name]: boardsSlice.reducer,
  [interestsSlice.name]: interestsSlice.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [consentSlice.reducerPath]: consentSlice.reducer,
  [videoAutoplaySlice.name]: videoAutoplaySlice.reducer,
  [loginPromptSlice.name]: loginPromptSlice.reducer,
  [saveSlice.name]: saveSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [feedbackSlice.name]: feedbackSlice.reducer,
  [experiencesSlice.name]: experiencesSlice.reducer,
});

export type RootState = ReturnType<typeof reducer>;

/**
 * The app's store. A page the server rendered starts from the state the server's store ended with (its entities and
 * viewer as `preloaded`; RTK Query's cache through `pageHydrated`, see client/app/embeddedState.ts).
 */
export function makeStore(preloaded?: Partial<RootState>, extra: StoreExtra = {}) {
  return configureStore({
    reducer,
    preloadedState: preloaded,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
