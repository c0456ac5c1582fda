import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reportClientError } from './features/client-errors/report-errors';

/** Mounts the app (loaded by main.ts, preloaded by index.html). */
export function renderApp(): void {
  createRoot(document.getElementById('root')!, {
    // Errors React catches (error boundary) and ones it does not are both reported.
    onCaughtError: (error) => reportClientError(error),
    onUncaughtError: (error) => reportClientError(error),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
