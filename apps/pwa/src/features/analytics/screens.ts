import type { ScreenMap } from '../shell/screen-map';

// Screens of this feature by route (lazy-loaded: only fetched when opened).
export const analyticsScreens: ScreenMap = {};
