import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/client';
import { setSession } from './auth/session-store';
import { ErrorBoundary } from './features/client-errors/error-fallback';
import { AppRoutes } from './features/shell/app-routes';
import { UpdatePrompt } from './features/shell/update-prompt';
import { cssVariablesResolver, theme } from './theme';
import { NotificationsHost } from './ui/notifications-host';

/** A rejected sign-in sends the user to login and back to where they were afterwards. */
function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setSession(null);
      const here = window.location.pathname + window.location.search;
      void navigate(`/login?returnUrl=${encodeURIComponent(here)}`, { replace: true });
    });
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <BrowserRouter>
        <SessionExpiry />
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <UpdatePrompt />
    </MantineProvider>
  );
}
