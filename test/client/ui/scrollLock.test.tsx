import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { DialogFrame } from '../../../client/ui/Dialog';

// Opening any modal logged a CSP violation, because Radix's scroll lock (react-remove-scroll's RemoveScrollBar)
// injected a <style> element. The lock's rules are a stylesheet now (client/ui/scrollLock.css); only the scrollbar's
// width is set, through the CSSOM, on the body.

function Two() {
  const [second, setSecond] = useState(false);
  return (
    <DialogFrame onOpenChange={() => undefined} title="First">
      <button type="button" onClick={() => setSecond(true)}>
        Open another
      </button>
      {second && (
        <DialogFrame onOpenChange={() => setSecond(false)} title="Second" closeButton>
          <p>Inside</p>
        </DialogFrame>
      )}
    </DialogFrame>
  );
}

test('an open dialog locks the page scroll without adding a <style> element', async () => {
  const styles = () => document.querySelectorAll('style').length;
  const before = styles();
  const { unmount } = render(<Two />);
  await screen.findByRole('dialog', { name: 'First' });

  expect(styles()).toBe(before);
  expect(document.body).toHaveAttribute('data-scroll-locked', '1');
  expect(document.body.style.getPropertyValue('--removed-body-scroll-bar-size')).toMatch(/^\d+px$/);

  // A dialog over a dialog counts as a second lock; closing it leaves the first one's.
  await userEvent.click(screen.getByRole('button', { name: 'Open another' }));
  await screen.findByRole('dialog', { name: 'Second' });
  expect(document.body).toHaveAttribute('data-scroll-locked', '2');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(document.body).toHaveAttribute('data-scroll-locked', '1');
  expect(styles()).toBe(before);

  act(() => unmount());
  expect(document.body).not.toHaveAttribute('data-scroll-locked');
  expect(document.body.style.getPropertyValue('--removed-body-scroll-bar-size')).toBe('');
});

test('a page that keeps its scrollbar gutter (global.css) gets no margin for it while locked, which would narrow it', async () => {
  // A desktop's classic scrollbar, 15 px of the window.
  jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
  const computed = window.getComputedStyle;
  const spy = jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (element !== document.documentElement) return style;
    return Object.assign(Object.create(style) as CSSStyleDeclaration, {
      getPropertyValue: (name: string) => (name === 'scrollbar-gutter' ? 'stable' : style.getPropertyValue(name)),
    });
  });
  try {
    const { unmount } = render(<Two />);
    await screen.findByRole('dialog', { name: 'First' });
    expect(document.body.style.getPropertyValue('--removed-body-scroll-bar-size')).toBe('0px');
    act(() => unmount());
  } finally {
    spy.mockRestore();
  }
  // Without the gutter kept, the scrollbar's width comes back as a margin, so nothing shifts sideways.
  const { unmount } = render(<Two />);
  await screen.findByRole('dialog', { name: 'First' });
  expect(document.body.style.getPropertyValue('--removed-body-scroll-bar-size')).toBe('15px');
  act(() => unmount());
  jest.restoreAllMocks();
});
