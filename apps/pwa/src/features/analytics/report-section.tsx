import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a report: its table, or a dimmed line when the period has nothing. */
export function ReportSection({ title, empty, emptyText, children }: { title: string; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{title}</Title>
      {empty ? <Text c="dimmed">{emptyText}</Text> : children}
    </Stack>
  );
}
