import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { videoAutoplaySlice, videoPaused, videoPlayRequested } from '../../../../client/features/pinCard/videoAutoplaySlice';
import { VIDEO_STATE, videoErrorKind } from '../../../../client/features/pinCard/videoState';
import { PinVideo } from '../../../../client/features/pinCard/PinVideo';
import { makePin } from '../../helpers/factories';

const reduce = videoAutoplaySlice.reducer;
const init = () => reduce(undefined, { type: 'init' });

describe('the autoplay slice', () => {
  test('a second organic video is ignored while the first plays; pausing the first clears the slot', () => {
    let state = reduce(init(), videoPlayRequested({ pinId: '1', promoted: false }));
    state = reduce(state, videoPlayRequested({ pinId: '2', promoted: false }));
    expect(state.organic).toEqual({ pinId: '1', currentTime: 0, paused: false });

    // Pausing a video that is not the current one changes nothing.
    state = reduce(state, videoPaused({ pinId: '2', promoted: false }));
    expect(state.organic?.pinId).toBe('1');

    state = reduce(state, videoPaused({ pinId: '1', promoted: false }));
    expect(state.organic).toBeNull();
    state = reduce(state, videoPlayRequested({ pinId: '2', promoted: false }));
    expect(state.organic?.pinId).toBe('2');
  });

  test('promoted videos have their own entry and neither blocks the other', () => {
    let state = reduce(init(), videoPlayRequested({ pinId: 'ad', promoted: true }));
    state = reduce(state, videoPlayRequested({ pinId: '1', promoted: false }));
    expect(state.promoted?.pinId).toBe('ad');
    expect(state.organic?.pinId).toBe('1');

    state = reduce(state, videoPaused({ pinId: 'ad', promoted: true }));
    expect(state.promoted).toBeNull();
    expect(state.organic?.pinId).toBe('1');
  });

  test('MediaError codes 1-4 map to the four error kinds', () => {
    expect([1, 2, 3, 4, 0, undefined].map(videoErrorKind)).toEqual(['aborted', 'network', 'decode', 'sourceNotSupported', null, null]);
  });

  test('the state codes run 0-9 in the spec order', () => {
    expect(Object.values(VIDEO_STATE)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(VIDEO_STATE.failed).toBe(8);
  });
});

/* jsdom has neither IntersectionObserver nor media playback; these stand in, and the test decides what is in view. */
const observers: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ element, callback: this.callback });
  }
  disconnect() {}
  unobserve() {}
}

function setInView(element: Element, ratio: number) {
  const observer = observers.find((o) => o.element === element)!;
  const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
}

let playing: Set<string>;
beforeEach(() => {
  observers.length = 0;
  playing = new Set();
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this.getAttribute('aria-label')!);
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this.getAttribute('aria-label')!);
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function videoPin(id: string, isPromoted = false) {
  return makePin(id, {
    isPromoted,
    videos: {
      id: `v${id}`,
      entityId: `v${id}`,
      duration: 10000,
      videoList: { V_720P: { url: `/media/videos/${id}.mp4`, width: 720, height: 1280, thumbnail: `/thumb/${id}.jpg` } },
    },
  });
}

function renderVideos(...pins: ReturnType<typeof videoPin>[]) {
  const store = configureStore({ reducer: { [videoAutoplaySlice.name]: videoAutoplaySlice.reducer } });
  rendered = render(
    <Provider store={store}>
      {pins.map((pin) => (
        <PinVideo key={pin.id} pin={pin} alt={`Video ${pin.id}`} fallbackSrc={`/still/${pin.id}.jpg`} />
      ))}
    </Provider>,
  );
  return store;
}

let rendered: ReturnType<typeof render>;
const video = (id: string) => screen.getByLabelText(`Video ${id}`) as HTMLVideoElement;

test('a muted, inline, looping video with the thumbnail as poster, idle until it is mostly in view', () => {
  renderVideos(videoPin('1'));
  expect(video('1')).toHaveAttribute('src', '/media/videos/1.mp4');
  expect(video('1')).toHaveAttribute('poster', '/thumb/1.jpg');
  expect(video('1').muted).toBe(true);
  expect(video('1')).toHaveAttribute('playsinline');
  expect(video('1')).toHaveAttribute('loop');

  setInView(video('1'), 0.3);
  expect(playing).toEqual(new Set());
  setInView(video('1'), 0.6);
  expect(playing).toEqual(new Set(['Video 1']));
  setInView(video('1'), 0);
  expect(playing).toEqual(new Set());
});

test('only one organic video plays; when it leaves the view the waiting one takes over', () => {
  const store = renderVideos(videoPin('1'), videoPin('2'));
  setInView(video('1'), 1);
  setInView(video('2'), 1);
  expect(playing).toEqual(new Set(['Video 1']));
  expect(store.getState().videoAutoplay.organic?.pinId).toBe('1');

  setInView(video('1'), 0);
  expect(playing).toEqual(new Set(['Video 2']));
  expect(store.getState().videoAutoplay.organic?.pinId).toBe('2');
});

test('a promoted video plays alongside the organic one', () => {
  renderVideos(videoPin('1'), videoPin('ad', true));
  setInView(video('1'), 1);
  setInView(video('ad'), 1);
  expect(playing).toEqual(new Set(['Video 1', 'Video ad']));
});

test('the element reports its state code, and a failed video falls back to its poster and frees the slot', () => {
  const store = renderVideos(videoPin('1'));
  setInView(video('1'), 1);
  fireEvent.playing(video('1'));
  expect(video('1')).toHaveAttribute('data-video-state', String(VIDEO_STATE.playing));

  const element = video('1');
  Object.defineProperty(element, 'error', { value: { code: 4 } });
  fireEvent.error(element);

  const fallback = screen.getByRole('img', { name: 'Video 1' });
  expect(fallback).toHaveAttribute('src', '/thumb/1.jpg');
  expect(fallback).toHaveAttribute('data-video-error', 'sourceNotSupported');
  expect(store.getState().videoAutoplay.organic).toBeNull();
});

test('a video that leaves the page lets go of its source, so it stops loading and its card can be freed', () => {
  renderVideos(videoPin('1'));
  setInView(video('1'), 1);
  const element = video('1');
  const load = jest.spyOn(element, 'load');

  rendered.unmount();

  expect(element).not.toHaveAttribute('src');
  expect(load).toHaveBeenCalledTimes(1);
  expect(playing).toEqual(new Set());
});
