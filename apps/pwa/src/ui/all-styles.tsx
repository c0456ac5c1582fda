import { use, type ReactNode } from 'react';

// main.ts loads only the CSS of the first screens (first-screen-styles.css); the CSS of all
// Mantine components (about 30 KB) comes with the first screen or panel that needs more.
let loading: Promise<unknown> | null = null;

/** Loads the CSS of every Mantine component; resolves once it applies. */
export function loadAllStyles(): Promise<unknown> {
  loading ??= import('./mantine-styles').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
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
