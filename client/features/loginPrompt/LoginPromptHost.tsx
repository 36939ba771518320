import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLoginPrompt } from './loginPromptSlice';

const LoginModal = lazy(() => import(/* webpackChunkName: "login-modal" */ './LoginModal'));

/** Mounted once in the layout: the modal's code loads the first time something asks a visitor to log in. */
export function LoginPromptHost() {
  const { visible } = useAppSelector(selectLoginPrompt);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
