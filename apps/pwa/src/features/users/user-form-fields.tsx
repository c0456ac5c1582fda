import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { NumberInput } from '../../ui/number-input';
import { GENDER_LABEL, ROLE_LABEL, rolesOf, type Gender, type UserForm } from './user-form';

interface Props {
  kind: 'client' | 'staff';
  form: UserForm;
  onChange: (form: UserForm) => void;
  errors: { phone?: string; email?: string; weeklyTargetHours?: string };
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const roleOptions = (kind: Props['kind']) => rolesOf(kind).map((role) => ({ value: role, label: ROLE_LABEL[role] }));

/** The fields of a client login (function client or clerk) or of a staff member. */
export function UserFormFields({ kind, form, onChange, errors }: Props) {
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => onChange({ ...form, [key]: value });
  const text = (key: 'email' | 'firstName' | 'lastName' | 'phone') => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  });

  return (
    <Stack gap="sm">
      <Select
        label="Funktion"
        data={roleOptions(kind)}
        value={form.role}
        onChange={(role) => role && set('role', role as UserForm['role'])}
        allowDeselect={false}
        comboboxProps={{ zIndex: 500 }}
      />
      <TextInput label="E-Mail" type="email" required {...text('email')} error={errors.email} />
      <Select
        label="Anrede"
        data={options(GENDER_LABEL)}
        value={form.gender}
        onChange={(gender) => set('gender', (gender as Gender | null) ?? null)}
        clearable
        comboboxProps={{ zIndex: 500 }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Vorname" {...text('firstName')} />
        <TextInput label="Nachname" {...text('lastName')} />
      </SimpleGrid>
      <TextInput label="Telefon" type="tel" required={kind === 'staff'} {...text('phone')} error={errors.phone} />
      {kind === 'client' ? (
        <Checkbox label="CC E-Mail (Kopie der E-Mails erhalten)" checked={form.cc} onChange={(e) => set('cc', e.currentTarget.checked)} />
      ) : (
        <>
          <NumberInput
            kind="hours"
            label="Sollstunden pro Woche"
            description="Für den Saldo der Arbeitszeit, z. B. 42,5"
            required
            min={0}
            max={50}
            value={form.weeklyTargetHours}
            onChange={(hours) => set('weeklyTargetHours', hours)}
            error={errors.weeklyTargetHours}
          />
          <Checkbox label="Festangestellt" checked={form.permanent} onChange={(e) => set('permanent', e.currentTarget.checked)} />
          <Checkbox label="Inaktiv" checked={form.inactive} onChange={(e) => set('inactive', e.currentTarget.checked)} />
          {form.role === 'admin' && (
            <Checkbox label="Admin erhält E-Mails" checked={form.adminSendEmail} onChange={(e) => set('adminSendEmail', e.currentTarget.checked)} />
          )}
        </>
      )}
    </Stack>
  );
}
