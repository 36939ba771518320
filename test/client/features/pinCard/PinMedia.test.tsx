import { screen, waitFor } from '@testing-library/react';
import { PinMedia } from '../../../../client/features/pinCard/PinMedia';
import type { Pin } from '../../../../shared/contracts/pin';
import { makePin, makeStoryPinData } from '../../helpers/factories';
import { renderWithProviders } from '../../helpers/renderWithProviders';

const renderMedia = (pin: Pin, width = 236) => renderWithProviders(<PinMedia pin={pin} width={width} load="lazy" surface="AuthHomefeed" />);

const gifPin = () => makePin('3', { isGif: true, embed: { type: 'gif', src: '/media/gifs/3.gif' } });

function preferReducedMotion(reduce: boolean) {
  Object.assign(window, { matchMedia: (query: string) => ({ matches: reduce && query.includes('reduce') }) });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('an image pin reserves its height at the column width, on its dominant colour, with srcset and alt text', () => {
  renderMedia(makePin('1', { altText: 'a red bike' }), 300);
  const image = screen.getByRole('img', { name: 'This contains: a red bike' });
  // 236 x 472 at 300 px wide is 600 px tall.
  expect(image.parentElement).toHaveStyle({ height: '600px', backgroundColor: '#a0b0c0' });
  expect(image).toHaveAttribute('srcset', expect.stringContaining('/media/images/sig1/474x.jpg 474w'));
  expect(image).toHaveAttribute('sizes', '300px');
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('a gif pin shows its animated file in the same reserved box', () => {
  renderMedia(gifPin());
  const image = screen.getByRole('img');
  expect(image).toHaveAttribute('src', '/media/gifs/3.gif');
  expect(image.parentElement).toHaveStyle({ height: '472px' });
});

test('with reduced motion preferred, a gif pin shows its still', () => {
  preferReducedMotion(true);
  renderMedia(gifPin());
  expect(screen.getByRole('img')).toHaveAttribute('src', '/media/images/sig3/236x.jpg');
});

const videoPin = () =>
  makePin('4', {
    videos: {
      id: 'v4',
      entityId: 'v4',
      duration: 5000,
      videoList: { V_720P: { url: '/media/videos/4.mp4', width: 720, height: 1280, thumbnail: '/thumb/4.jpg' } },
    },
  });

test('while the video player loads, the still fills the same reserved box, so the grid does not move', async () => {
  const { container } = renderMedia(videoPin());
  expect(container.querySelector('video')).toBeNull();
  const still = screen.getByRole('img');
  expect(still).toHaveAttribute('src', '/media/images/sig4/236x.jpg');
  expect(still.parentElement).toHaveStyle({ height: '472px' });
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
});

test('a video pin renders the video with its poster inside the reserved box', async () => {
  const { container } = renderMedia(videoPin());
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('poster', '/thumb/4.jpg');
  expect(video.parentElement).toHaveStyle({ height: '472px' });
});

describe('story pin badge (section 5: "total video duration plus 5000 ms per static page")', () => {
  const story = (totalVideoDuration: number, staticPageCount: number) => makeStoryPinData({ totalVideoDuration, staticPageCount });

  test('a story pin with 3 static pages and 12.4 s of video reads 0:27, named as its length', () => {
    const { container } = renderMedia(makePin('4', { storyPinData: story(12_400, 3) }));
    const badge = container.querySelector('.pin-media__badge');
    expect(badge).toHaveTextContent('Story Pin, length 0:27');
    expect(screen.getByText('Story Pin, length', { exact: false })).toHaveClass('visually-hidden');
    expect(badge?.querySelector('time')).toHaveAttribute('datetime', 'PT27S');
  });

  test('a long story pin reads in minutes', () => {
    const { container } = renderMedia(makePin('4', { storyPinData: story(60_000, 4) }));
    expect(container.querySelector('.pin-media__badge time')).toHaveTextContent('1:20');
  });

  test('a pin that is not a story pin has no badge', () => {
    const { container } = renderMedia(makePin('1'));
    expect(container.querySelector('.pin-media__badge')).toBeNull();
  });
});
