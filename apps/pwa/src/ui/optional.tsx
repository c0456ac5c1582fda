import { Component, Suspense, type ReactNode } from 'react';

/**
 * A part the page can do without (the sync panel, the notifications, the update notice),
 * loaded when needed. If its code cannot load (offline before the service worker took
 * over), the screen stays as it is instead of the error page; the next start tries again.
 */
export class Optional extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
