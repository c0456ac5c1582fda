import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** Shows a way back instead of a blank page when a screen crashes. React reports the error. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack p="md" maw={520}>
        <Alert color="red" variant="light" title="Ein Fehler ist aufgetreten">
          Die Ansicht konnte nicht angezeigt werden. Der Fehler wurde gemeldet.
        </Alert>
        <Button variant="default" onClick={() => window.location.assign('/')}>
          Zur Startseite
        </Button>
      </Stack>
    );
  }
}
