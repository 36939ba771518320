import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '../../../../shared/constants';
import { ToastHost } from '../../../../client/features/toast/ToastHost';
import { showToast } from '../../../../client/features/toast/toastSlice';
import { Toast } from '../../../../client/ui/Toast';
import { renderWithProviders } from '../../helpers/renderWithProviders';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toast', () => {
  function renderToast(props: { duration?: number; delay?: number } = {}) {
    const onHide = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <Toast onHide={onHide} {...props}>
        Pin deleted!
      </Toast>,
    );
    return { onHide, user, toast: () => screen.queryByText('Pin deleted!') };
  }

  test('appears after 100 ms, stays 2000 ms, fades for 200 ms, then calls onHide once', () => {
    const { onHide, toast } = renderToast();
    advance(TIMINGS.toastShow - 1);
    expect(toast()).toBeNull();
    advance(1);
    expect(toast()).toHaveAttribute('data-toast-phase', 'shown');

    advance(TIMINGS.toastDefault - 1);
    expect(toast()).toHaveAttribute('data-toast-phase', 'shown');
    advance(1);
    expect(toast()).toHaveAttribute('data-toast-phase', 'hiding');
    expect(toast()).toHaveClass('toast--hiding');

    advance(TIMINGS.toastHideFade - 1);
    expect(onHide).not.toHaveBeenCalled();
    advance(1);
    expect(onHide).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  test('takes its own duration and delay', () => {
    const { onHide, toast } = renderToast({ duration: TIMINGS.saveToast, delay: TIMINGS.repinToastDelay });
    advance(TIMINGS.repinToastDelay - 1);
    expect(toast()).toBeNull();
    advance(1);
    advance(TIMINGS.saveToast - 1);
    expect(toast()).toHaveAttribute('data-toast-phase', 'shown');
    advance(1);
    advance(TIMINGS.toastHideFade);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  test('hovering pauses the timer; leaving starts the full time again', async () => {
    const { onHide, toast, user } = renderToast();
    advance(TIMINGS.toastShow);
    advance(1500);
    await user.hover(toast()!);
    advance(60_000);
    expect(toast()).toHaveAttribute('data-toast-phase', 'shown');

    await user.unhover(toast()!);
    advance(TIMINGS.toastDefault - 1);
    expect(toast()).toHaveAttribute('data-toast-phase', 'shown');
    advance(1);
    expect(toast()).toHaveAttribute('data-toast-phase', 'hiding');
    advance(TIMINGS.toastHideFade);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  test('keyboard focus inside holds it like hovering does', async () => {
    const onHide = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <button type="button">Before</button>
        <Toast onHide={onHide}>
          <button type="button">Change</button>
        </Toast>
      </>,
    );
    advance(TIMINGS.toastShow);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
    advance(60_000);
    advance(TIMINGS.toastHideFade);
    expect(screen.getByRole('button', { name: 'Change' }).parentElement).toHaveAttribute('data-toast-phase', 'shown');
    expect(onHide).not.toHaveBeenCalled();

    await user.tab({ shift: true });
    advance(TIMINGS.toastDefault);
    advance(TIMINGS.toastHideFade);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('ToastHost', () => {
  test('is a polite status region that shows raised toasts with links and buttons, then removes them', async () => {
    const { store, user } = renderWithProviders(<ToastHost />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => {
      store.dispatch(
        showToast({
          parts: ['Saved to ', { text: 'Kitchen', to: '/ann/kitchen/' }],
          actions: [{ label: 'Change', ariaLabel: 'Change saved Pin button', to: '/pin/5/repin/' }],
        }),
      );
    });
    advance(TIMINGS.toastShow);
    expect(region).toHaveTextContent('Saved to Kitchen');
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/ann/kitchen/');

    await user.click(screen.getByRole('button', { name: 'Change saved Pin button' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pin/5/repin/');

    await user.unhover(screen.getByRole('button', { name: 'Change saved Pin button' }));
    act(() => screen.getByRole('button', { name: 'Change saved Pin button' }).blur());
    advance(TIMINGS.toastDefault);
    advance(TIMINGS.toastHideFade);
    expect(region).toBeEmptyDOMElement();
    expect(store.getState().toasts).toEqual([]);
  });

  test('a new toast does not restart the timer of one already showing', () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(showToast({ parts: 'First' }));
    });
    advance(TIMINGS.toastShow);
    advance(TIMINGS.toastDefault - 500);
    act(() => {
      store.dispatch(showToast({ parts: 'Second' }));
    });
    advance(500);
    advance(TIMINGS.toastHideFade);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});
