import { Anchor } from '@mantine/core';

/** A client name that opens the client report (the spec's hidden third report type). */
export function ClientLink({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onOpen} title={`Analyse von ${name}`} ta="left">
      {name}
    </Anchor>
  );
}
