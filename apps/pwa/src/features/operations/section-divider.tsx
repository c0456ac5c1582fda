import { Divider } from '@mantine/core';

/** A labelled divider whose label is readable outside (Mantine's default grey is 3.3:1). */
export function SectionDivider({ label }: { label: string }) {
  return <Divider label={label} labelPosition="left" styles={{ label: { color: 'var(--mantine-color-gray-7)', fontSize: 'var(--mantine-font-size-sm)' } }} />;
}
