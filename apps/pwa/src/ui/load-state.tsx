import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from './loading';

/**
 * The three states every list and detail has: loading (spinner), failed (red alert with the
 * text), empty (the spec's empty text); otherwise the children.
 */
export function LoadState({ loading, error, empty, emptyText, children }: {
  loading: boolean;
  error: string | null;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    );
  }
  if (loading) return <Loading />;
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
