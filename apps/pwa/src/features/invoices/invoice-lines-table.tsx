import { ActionIcon, Group, Table, VisuallyHidden } from '@mantine/core';
import { formatChf, invoiceTotals, type InvoiceLine } from '@tragkraft/domain';
import { EditIcon, RemoveIcon } from '../../ui/icons';

interface Props {
  lines: InvoiceLine[];
  /** false once the invoice is sent or paid: no edit or remove icons. */
  changeable: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));
const moneyCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The invoice lines with live totals (subtotal, VAT 8.1%, cash rounding, total). */
export function InvoiceLinesTable({ lines, changeable, onEdit, onRemove }: Props) {
  const totals = invoiceTotals(lines);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Rechnungspositionen">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Beschreibung</Table.Th>
            <Table.Th style={moneyCell}>Anzahl</Table.Th>
            <Table.Th style={moneyCell}>Preis</Table.Th>
            <Table.Th style={moneyCell}>Total</Table.Th>
            {changeable && <Table.Th w={80}><VisuallyHidden>Aktionen</VisuallyHidden></Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={`${index}-${line.type}`}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td style={moneyCell}>{amountText(line.amount)}</Table.Td>
              <Table.Td style={moneyCell}>{line.price === null ? '' : formatChf(line.price)}</Table.Td>
              <Table.Td style={moneyCell}>{formatChf(line.total)}</Table.Td>
              {changeable && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {line.editable && (
                      <ActionIcon variant="subtle" aria-label={`Position ${index + 1} bearbeiten`} onClick={() => onEdit(index)}>
                        <EditIcon />
                      </ActionIcon>
                    )}
                    {line.removeable && (
                      <ActionIcon variant="subtle" color="red" aria-label={`Position ${index + 1} entfernen`} onClick={() => onRemove(index)}>
                        <RemoveIcon />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <TotalRow label="Subtotal" value={totals.subtotal} changeable={changeable} />
          <TotalRow label="MWST 8.1%" value={totals.vat} changeable={changeable} />
          <TotalRow label="Rundung" value={totals.rounding} changeable={changeable} />
          <TotalRow label="Total CHF" value={totals.total} changeable={changeable} strong />
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function TotalRow({ label, value, changeable, strong = false }: { label: string; value: number; changeable: boolean; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th colSpan={3} style={{ textAlign: 'right', fontWeight: strong ? 700 : 500 }}>{label}</Table.Th>
      <Table.Td style={{ ...moneyCell, fontWeight: strong ? 700 : 400 }} data-total={label}>{formatChf(value)}</Table.Td>
      {changeable && <Table.Td />}
    </Table.Tr>
  );
}
