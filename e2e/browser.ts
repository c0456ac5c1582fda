// The browser of the journeys: Debian's Chromium, never a downloaded one. By default its
// headless build (Debian package chromium-headless-shell, the same engine without the desktop
// browser's window and GPU compositing): the journeys are CPU-bound on the 2-core CI host, and it
// draws the same pages with about a fifth less CPU. E2E_CHROMIUM picks another binary.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const CHROMIUM_LAUNCH = { executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell', args: ARGS };

/** The whole browser, for journeys about notifications: the headless build denies every notification permission. */
export const FULL_CHROMIUM_LAUNCH = { executablePath: '/usr/bin/chromium', args: ARGS };
