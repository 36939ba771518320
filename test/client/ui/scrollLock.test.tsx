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
