import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/**
 * Shows a way back instead of a blank page when a screen crashes. React reports the error
 * (render-app.tsx). Inside the app frame the header and menu stay; the frame gives it a new
 * `key` per path, so choosing another screen leaves the error behind.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage />;
  }
}

function ErrorPage() {
  return (
    <Stack maw={560}>
      <Title order={1}>Ein Fehler ist aufgetreten</Title>
      <Alert color="red" variant="light" role="alert">
        Die Ansicht konnte nicht angezeigt werden. Der Fehler wurde gemeldet.
      </Alert>
      <Group>
        <Button variant="default" onClick={() => window.history.back()}>
          Zurück
        </Button>
        <Button onClick={() => window.location.assign('/')}>Zur Startseite</Button>
      </Group>
    </Stack>
  );
}
