import { screen } from '@testing-library/react';
import { makeAdData, makePin, makePins, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { renderCard } from './renderCard';

// What a link could hold if a bad row or an older server let one through: the client must not make any an href.
const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

/** Every href on the page that is neither in-app nor http(s). */
const unsafeHrefs = () =>
  [...document.querySelectorAll('[href]')].map((el) => el.getAttribute('href')!).filter((href) => !/^(\/|#|https?:\/\/)/i.test(href));

const adData = () => makeAdData({ collectionGridClickType: 2 });

describe.each(UNSAFE)('a pin whose link is %j', (link) => {
  test('renders no such href on its card: no source link, no chip link, no advertiser link', async () => {
    const item = (n: number) => ({
      id: `c${n}`,
      title: `Item ${n}`,
      link,
      images: { '136x136': { url: `/media/c${n}.jpg`, width: 136, height: 136, dominantColor: '#ffffff' } },
    });
    const promoter = makeUser('77', { isAdsOnlyProfile: true, adsOnlyProfileSite: link });
    await renderCard(
      makePin('1', {
        link,
        trackedLink: link,
        domain: 'evil.example',
        isPromoted: true,
        promoter,
        collectionPin: { items: [1, 2, 3].map(item) },
        adData: adData(),
      }),
      { viewer: makeViewer() },
    );
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(unsafeHrefs()).toEqual([]);
  });

  test('renders no such href on its closeup', async () => {
    jest.useFakeTimers();
    try {
      mockApi({
        viewerGet: signedOut,
        pinGet: () => ({ data: makePin('5', { title: 'Blue kitchen', link, trackedLink: link, domain: 'evil.example' }) }),
        relatedPins: () => ({ data: makePins(30, 31), bookmark: '-end-' }),
      });
      renderApp('/pin/5/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Blue kitchen' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'evil.example' })).toBeNull();
      expect(unsafeHrefs()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

test('an http(s) link is still rendered as the source link', async () => {
  await renderCard(makePin('1', { link: 'https://shop.example/a', domain: 'shop.example' }));
  expect(document.querySelector('a[href="https://shop.example/a"]')).not.toBeNull();
});
