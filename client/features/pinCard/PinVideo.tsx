import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { prefersReducedMotion } from '../../ui/reducedMotion';
import type { MediaPin } from './mediaPin';
import { selectVideoSlot, videoPaused, videoPlayRequested, videoTimeUpdated } from './videoAutoplaySlice';
import { VIDEO_STATE, videoErrorKind, type VideoErrorKind, type VideoStateCode } from './videoState';

/** "Mostly in view": half the video visible, the spec's middle impression threshold. */
const IN_VIEW_RATIO = 0.5;

function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting && last.intersectionRatio >= IN_VIEW_RATIO);
      },
      { threshold: IN_VIEW_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

interface PinVideoProps {
  pin: MediaPin;
  alt: string;
  /** Still image to show before the first frame and if the video fails. */
  fallbackSrc: string;
}

/** A muted looping video that plays while mostly in view, one organic video at a time across the page. */
export function PinVideo({ pin, alt, fallbackSrc }: PinVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // A video the grid unmounts keeps loading, and keeps its whole card alive, until it lets go of its source.
  const attach = useCallback((video: HTMLVideoElement | null) => {
    ref.current = video;
    if (!video) return;
    return () => {
      ref.current = null;
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, []);
  const dispatch = useDispatch();
  const promoted = pin.isPromoted;
  const isCurrent = useSelector((state: object) => selectVideoSlot(state, promoted)?.pinId === pin.id);
  const slotFree = useSelector((state: object) => selectVideoSlot(state, promoted) === null);
  const inView = useInView(ref);
  const [code, setCode] = useState<VideoStateCode>(VIDEO_STATE.default);
  const [error, setError] = useState<VideoErrorKind | 'unknown' | null>(null);
  const source = pin.videos?.videoList.V_720P ?? Object.values(pin.videos?.videoList ?? {})[0];
  const poster = source?.thumbnail || fallbackSrc;
  const canPlay = inView && !error && !prefersReducedMotion();

  // Asking again whenever the slot frees up lets a waiting in-view video take over when the playing one leaves.
  useEffect(() => {
    if (canPlay && !isCurrent && slotFree) dispatch(videoPlayRequested({ pinId: pin.id, promoted }));
  }, [canPlay, isCurrent, slotFree, dispatch, pin.id, promoted]);

  useEffect(() => {
    if (!canPlay && isCurrent) dispatch(videoPaused({ pinId: pin.id, promoted }));
  }, [canPlay, isCurrent, dispatch, pin.id, promoted]);

  // Leaving the page (virtualized out of the grid, or navigating) must free the slot for the next video.
  useEffect(() => () => void dispatch(videoPaused({ pinId: pin.id, promoted })), [dispatch, pin.id, promoted]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (isCurrent) {
      // play() rejects when the browser blocks autoplay or the source is interrupted; the poster stays up then.
      video.play()?.catch(() => undefined);
    } else if (!video.paused) {
      video.pause();
    }
  }, [isCurrent]);

  if (!source || error) {
    return <img className="pin-media__fill" src={poster} alt={alt} data-video-error={error ?? undefined} />;
  }

  const report = (next: VideoStateCode) => () => setCode(next);
  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    setCode(VIDEO_STATE.failed);
    setError(videoErrorKind(event.currentTarget.error?.code) ?? 'unknown');
  };
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (isCurrent) dispatch(videoTimeUpdated({ pinId: pin.id, promoted, currentTime: event.currentTarget.currentTime }));
  };

  return (
    <video
      ref={attach}
      className="pin-media__fill"
      src={source.url}
      poster={poster}
      aria-label={alt}
      muted
      playsInline
      loop
      preload="metadata"
      data-video-state={code}
      onLoadStart={report(VIDEO_STATE.loadStart)}
      onLoadedMetadata={report(VIDEO_STATE.loadedMetadata)}
      onLoadedData={report(VIDEO_STATE.loadedData)}
      onPlaying={report(VIDEO_STATE.playing)}
      onPause={report(VIDEO_STATE.paused)}
      onSeeking={report(VIDEO_STATE.seeking)}
      onWaiting={report(VIDEO_STATE.stalling)}
      onStalled={report(VIDEO_STATE.stalling)}
      onEnded={report(VIDEO_STATE.ended)}
      onError={onError}
      onTimeUpdate={onTimeUpdate}
    />
  );
}
