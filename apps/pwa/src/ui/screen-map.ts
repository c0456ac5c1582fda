import type { ComponentType } from 'react';
import type { ScreenRoute } from '@tragkraft/domain';

/** Which component shows each screen route; each feature lists its own in `screens.ts`. */
export type ScreenMap = Partial<Record<ScreenRoute, ComponentType>>;
