import { Text } from '@mantine/core';
import { APP_VERSION } from '@tragkraft/domain';

export function AppFooter() {
  return (
    <Text size="xs" c="dimmed" ta="center" py="sm">
      Tragkraft · V {APP_VERSION}
    </Text>
  );
}
