import { lazy, use, type ComponentType, type ReactNode } from 'react';
import { preloadable } from './preloadable';

// main.ts loads only the CSS of the first screens (first-screen-styles.css); the CSS of all
// Mantine components (about 30 KB) comes with the first screen or panel that needs more.
const allStyles = preloadable(() => import('./mantine-styles'));

/** Loads the CSS of every Mantine component (once; again after a failure); resolves once it applies. */
const loadAllStyles = (): Promise<unknown> => allStyles.load();

/** React.lazy for a part drawn with all of Mantine's CSS: its code and the CSS load together. */
export function lazyWithAllStyles<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([loadAllStyles(), load()]).then(([, component]) => ({ default: component })));
}

function AllStylesLoaded({ loaded }: { loaded: Promise<unknown> }) {
  use(loaded);
  return null;
}

/**
 * Shows its children (a lazy screen) once all component CSS is there. The CSS starts loading
 * together with the screen's code, and the nearest Suspense shows its loader meanwhile.
 */
export function WithAllStyles({ children }: { children: ReactNode }) {
  const loaded = loadAllStyles();
  return (
    <>
      {children}
      <AllStylesLoaded loaded={loaded} />
    </>
  );
}
