import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydrationFlag, useHydrated } from '../../../client/ui/useHydrated';

function Probe() {
  return <output>{useHydrated() ? 'hydrated' : 'as sent'}</output>;
}

test('a server render reads false, and so does the hydrating render; true from the transition after', async () => {
  const html = renderToString(
    <HydrationFlag fromServer>
      <Probe />
    </HydrationFlag>,
  );
  expect(html).toContain('as sent');
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, characterData: true, childList: true });
  await act(async () => {
    hydrateRoot(
      container,
      <HydrationFlag fromServer>
        <Probe />
      </HydrationFlag>,
    );
  });
  observer.disconnect();
  expect(container.textContent).toBe('hydrated');
  // The hydrating render kept the server's text: the only change is to 'hydrated'.
  expect(seen).toEqual(['hydrated']);
  container.remove();
});

test('a page the browser renders on its own is hydrated from its first render', () => {
  render(
    <HydrationFlag fromServer={false}>
      <Probe />
    </HydrationFlag>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('hydrated');
});

test('without the flag (a part rendered on its own), hydrated', () => {
  render(<Probe />);
  expect(screen.getByRole('status')).toHaveTextContent('hydrated');
});
