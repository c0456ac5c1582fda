// The bounds of a client error report, in a file of their own: the PWA's error reporter sits
// in the first screen's bundle and must not pull the TypeBox schemas in with them.
export const CLIENT_ERROR_MESSAGE_MAX = 2_000;
export const CLIENT_ERROR_TRACE_MAX = 8_000;
export const CLIENT_ERROR_URL_MAX = 500;
