import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reportClientError, reportUncaughtErrors } from './features/client-errors/report-errors';

reportUncaughtErrors();

createRoot(document.getElementById('root')!, {
  // Errors React catches (error boundary) and ones it does not are both reported.
  onCaughtError: (error) => reportClientError(error),
  onUncaughtError: (error) => reportClientError(error),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
