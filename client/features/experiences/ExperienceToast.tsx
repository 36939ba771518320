import { useEffect } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../toast/toastSlice';
import type { SurfaceProps } from './surfaceProps';

/**
 * A toast experience goes to the one toast host (which keeps the spec's timings) and is completed once handed over,
 * so it is shown once.
 */
export default function ExperienceToast({ experience: e, onComplete }: SurfaceProps) {
  const dispatch = useAppDispatch();
  const message = e.display_data.message ?? '';
  const duration = e.display_data.duration ?? TIMINGS.toastDefault;
  useEffect(() => {
    dispatch(showToast({ parts: message, duration }));
    onComplete();
    // Once per experience: the callbacks change identity as the placement updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [e.id]);
  return null;
}
