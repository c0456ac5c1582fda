import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from '../../ui/app-footer';

/** The frame of the screens before sign-in: a centred card with the app name. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="xs">
        <Text fw={700} c="brand.7" size="xl" ta="center">
          Tragkraft
        </Text>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Stack>
            <Title order={1} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        <AppFooter />
      </Stack>
    </Center>
  );
}
