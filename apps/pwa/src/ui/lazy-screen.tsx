import { lazy, useEffect, useReducer, type ComponentType } from 'react';
import { Loading } from './loading';
import type { Preloadable } from './preloadable';

/**
 * A screen whose code loads when it is first shown, like React.lazy, or ahead of time (the
 * field users' landing screens, landing-prefetch.ts). A screen loaded ahead never suspends:
 * React shows content that resolves behind a Suspense fallback no sooner than 300 ms after
 * the fallback, which a phone's start would wait for.
 */
export function lazyScreen(code: Preloadable<ComponentType>): ComponentType {
  const Suspending = lazy(() => code.load().then((component) => ({ default: component })));
  return function Screen() {
    const [, loadedNow] = useReducer((n: number) => n + 1, 0);
    const pending = code.pending();
    useEffect(() => {
      if (!pending) return;
      let live = true;
      // Loaded, or failed: then React.lazy loads it again and a failure reaches the error boundary.
      pending.then(
        () => live && loadedNow(),
        () => live && loadedNow(),
      );
      return () => {
        live = false;
      };
    }, [pending]);
    const Loaded = code.loaded();
    if (Loaded) return <Loaded />;
    return pending ? <Loading /> : <Suspending />;
  };
}
