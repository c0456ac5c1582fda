/** Application version shown in the footer (spec: V 3.3.1). */
export const APP_VERSION = '3.3.1';
