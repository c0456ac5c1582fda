/**
 * Code loaded once, when first needed or ahead of time (main.ts), that tells synchronously
 * whether it is there. No React here: the small entry uses it before the app has loaded.
 */
export interface Preloadable<T> {
  load(): Promise<T>;
  /** The loaded value, or null. */
  loaded(): T | null;
  /** The load under way, or null (none started, or the last one failed). */
  pending(): Promise<T> | null;
}

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => value,
    pending: () => (value === null ? loading : null),
  };
}
