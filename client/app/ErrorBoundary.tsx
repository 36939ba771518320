import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import '../ui/MessagePage.css';

interface State {
  failed: boolean;
}

/** Keeps a rendering bug, or a route chunk that failed to load after a deploy, from blanking the whole app. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="message-page" role="alert">
        <h1 className="message-page__title">Something went wrong</h1>
        <p className="message-page__text">This page failed to show. Reloading usually fixes it.</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </section>
    );
  }
}
