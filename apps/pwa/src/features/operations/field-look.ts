// Colours and sizes of the field screens, chosen for phones in the sun and gloved fingers:
// every text at least 4.5:1 on white and on the light row tints (Mantine's 'dimmed' grey is
// 3.3:1, its green 2.75:1), every tap target at least 44 x 44 px.

/** Secondary text (addresses, hints, captions): Mantine gray.7, 8.2:1 on white. */
export const FIELD_SECONDARY = 'gray.7';
/** 'ist dabei', 'Gesendet', 'Synchronisiert': 6.3:1 on white, 5.5:1 on its light tint. */
export const FIELD_OK = '#1b6e2e';
/** 'kann nicht', 'abgesagt', refused: 6.7:1 on white. */
export const FIELD_DECLINED = '#b02525';
/** Waiting, not up to date: 6.2:1 on white. */
export const FIELD_WAITING = '#a3440a';
/** The site lead's EL badge and other neutral badges: the company blue, 6.8:1 on white. */
export const FIELD_NEUTRAL = '#1c5d99';
/** Minimum size of anything tapped on a phone. */
export const TOUCH_PX = 44;
/** FIELD_SECONDARY as a colour value, for badges (Mantine derives their tint from it). */
export const FIELD_SECONDARY_HEX = '#495057';
/** The close (×) button of field dialogs: a German name and a 44 px target. */
export const FIELD_CLOSE_BUTTON = { 'aria-label': 'Schliessen', size: 'xl' } as const;
