import { Center, Loader } from '@mantine/core';

/** The spinner of a screen or list whose data or code is loading. */
export function Loading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Lädt" />
    </Center>
  );
}
