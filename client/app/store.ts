import { configureStore } from '@reduxjs/toolkit';
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

export function makeStore() {
  return configureStore({
    reducer: {
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
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
