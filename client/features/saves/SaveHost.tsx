import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { loadSaveFlow } from './loadSaveFlow';
import { selectPickerPinId } from './saveSlice';

// Only viewers who chose the board picker ever open it: it (and Radix Dialog) load on first use.
const BoardPickerDialog = lazy(() => import(/* webpackChunkName: "board-picker" */ './BoardPickerDialog'));

/** The save flow's app-wide parts: the board picker, and the signed-out saves that run once the visitor logs in. */
export function SaveHost() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => selectViewer(state)?.isAuth === true);
  const pickerPinId = useAppSelector(selectPickerPinId);

  useEffect(() => {
    if (signedIn) void loadSaveFlow().then(({ resumeSignedOutSaves }) => dispatch(resumeSignedOutSaves()));
  }, [signedIn, dispatch]);

  return pickerPinId ? (
    <Suspense fallback={null}>
      <BoardPickerDialog pinId={pickerPinId} />
    </Suspense>
  ) : null;
}
