import { Badge, Group, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../../ui/money';
import type { PriceLine } from './price-lines';

function LineValue({ line }: { line: PriceLine }) {
  if (line.kind === 'count') return <>{line.value}</>;
  if (line.kind === 'percent') return <>{line.value}%</>;
  return <Money value={line.value} />;
}

/** The price as a table (CHF): the binding price after calculation, or the live preview. */
export function PricePanel({ title, badge, lines, children }: { title: string; badge?: ReactNode; lines: PriceLine[]; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={title} component="section">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {badge}
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} maw={420}>
        {/* The currency once, over the amounts (issue 15: "CHF" on the price panel). */}
        <Table.Thead>
          <Table.Tr>
            <Table.Th fz="sm">Position</Table.Th>
            <Table.Th fz="sm" ta="right">CHF</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.label}>
              <Table.Td>
                {line.tooltip ? (
                  <Tooltip label={line.tooltip} multiline w={260}>
                    <Text span size="sm" fw={line.strong ? 700 : undefined} tabIndex={0} style={{ cursor: 'help', textDecoration: 'underline dotted' }}>
                      {line.label}
                    </Text>
                  </Tooltip>
                ) : (
                  <Text span size="sm" fw={line.strong ? 700 : undefined}>
                    {line.label}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fw={line.strong ? 700 : undefined} data-line={line.label}>
                <LineValue line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Paper>
  );
}

export function PreviewBadge() {
  return (
    <Badge variant="light" color="gray">
      Vorschau, unverbindlich
    </Badge>
  );
}

export function OfferNumber({ calcId }: { calcId: number }) {
  return (
    <Text size="sm">
      Offerten-Nr.: <strong>{calcId}</strong>
    </Text>
  );
}
