import { Checkbox, Table } from '@mantine/core';
import { NumberInput } from '../../ui/number-input';
import { serviceByTypeId } from '@tragkraft/domain';
import type { ClientServiceSetting } from '@tragkraft/sync-protocol';
import type { ClientFormErrors } from './client-form';

interface Props {
  settings: ClientServiceSetting[];
  errors: ClientFormErrors;
  onChange: (settings: ClientServiceSetting[]) => void;
}

/** One row per service: whether the client may order it and its disposal discount. */
export function ServiceSettingsTable({ settings, errors, onChange }: Props) {
  const update = (typeId: number, change: Partial<ClientServiceSetting>) =>
    onChange(settings.map((s) => (s.typeId === typeId ? { ...s, ...change } : s)));

  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dienst</Table.Th>
            <Table.Th>Aktiv</Table.Th>
            <Table.Th w={130}>Rabatt %</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings.map((setting) => {
            const name = serviceByTypeId(setting.typeId)?.name ?? `Dienst ${setting.typeId}`;
            return (
              <Table.Tr key={setting.typeId}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${name} aktiv`}
                    checked={setting.serviceEnabled}
                    onChange={(e) => update(setting.typeId, { serviceEnabled: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    kind="percent"
                    required
                    aria-label={`Rabatt ${name}`}
                    size="xs"
                    max={100}
                    value={setting.discountPercent}
                    onChange={(value) => value !== null && update(setting.typeId, { discountPercent: value })}
                    error={errors[`discount${setting.typeId}`]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
