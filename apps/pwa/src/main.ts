// The entry stays small on purpose: on a slow network it runs long before the app's
// JavaScript has arrived (index.html preloads that in parallel), so it can start the field
// user's operation list at once instead of after the app. Only the CSS of the first screens
// is loaded here; the rest comes with the screens that need it (ui/all-styles.tsx).
import './first-screen-styles.css';
import { reportUncaughtErrors } from './features/client-errors/report-errors';
import { prefetchFieldLanding } from './features/operations/landing-prefetch';
import { startAtLandingPage } from './features/shell/start-page';

reportUncaughtErrors();
startAtLandingPage();
prefetchFieldLanding();
// index.html loads this script async, so it does not wait for the CSS; the page is still not
// painted before the CSS is there. The app mounts once the document has its root element.
const documentParsed = new Promise<void>((resolve) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  else resolve();
});
void Promise.all([import('./render-app'), documentParsed]).then(([{ renderApp }]) => renderApp());
