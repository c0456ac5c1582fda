import { Stack, Text, Title } from '@mantine/core';
import { matchScreenRoute } from '@tragkraft/domain';
import { useLocation } from 'react-router-dom';
import { SCREEN_TITLES } from './screen-titles';

/** Screens whose feature is not built yet show their title and say so. */
export function ComingSoonScreen() {
  const route = matchScreenRoute(useLocation().pathname);
  return (
    <Stack>
      <Title order={1}>{route ? SCREEN_TITLES[route] : 'Tragkraft'}</Title>
      <Text c="dimmed">Diese Ansicht wird gerade aufgebaut.</Text>
    </Stack>
  );
}
