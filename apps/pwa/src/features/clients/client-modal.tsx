import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { AdminClient } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { useApi } from '../../ui/use-api';
import { checkClientForm, clientFormToBody, clientToForm, emptyClientForm, WAITING_CHF_MAX, type ClientForm, type ClientFormErrors } from './client-form';
import { createClient, loadClient, updateClient } from './clients-api';
import { ServiceSettingsTable } from './service-settings-table';

interface Props {
  /** null: a new client. */
  client: AdminClient | null;
  onClose: () => void;
  onSaved: (client: AdminClient, created: boolean) => void;
}

const CLIENT_LOAD_FAILED = 'Konnte die Firma nicht laden';

/**
 * Create or edit a client company: billing data, services and discounts, special pricing.
 * Editing loads the client's detail first, so the form never shows a stale list entry.
 */
export function ClientModal({ client, onClose, onSaved }: Props) {
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened onClose={onClose} title={client ? client.company : 'Neuer Kunde'} size="lg" fullScreen={mobile} closeOnClickOutside={false}>
      {client ? <LoadedClientForm id={client.id} onClose={onClose} onSaved={onSaved} /> : <ClientFormBody client={null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function LoadedClientForm({ id, onClose, onSaved }: { id: number } & Omit<Props, 'client'>) {
  const { data, loading, error } = useApi(() => loadClient(id), [id], CLIENT_LOAD_FAILED);
  return (
    <LoadState loading={loading} error={error}>
      {data && <ClientFormBody client={data} onClose={onClose} onSaved={onSaved} />}
    </LoadState>
  );
}

function ClientFormBody({ client, onClose, onSaved }: Props) {
  const [form, setForm] = useState<ClientForm>(() => (client ? clientToForm(client) : emptyClientForm()));
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ClientForm>(key: K, value: ClientForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const formRef = useRef<HTMLFormElement>(null);
  const save = async () => {
    if (!checkNumberFields(formRef.current)) return;
    const found = checkClientForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = clientFormToBody(form);
      const saved = client
        ? await updateClient({ ...body, id: client.id })
        : await createClient(body);
      notifySuccess('Die Änderungen wurden erfolgreich gespeichert');
      onSaved(saved, client === null);
    } catch (failure) {
      notifyError(withServerMessage('Fehler beim Speichern', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
      <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <Stack gap="sm">
          <TextInput label="Firma" required value={form.company} onChange={(e) => set('company', e.currentTarget.value)} error={errors.company} />
          <Textarea label="Rechnungsadresse" autosize minRows={3} value={form.address} onChange={(e) => set('address', e.currentTarget.value)} />
          <TextInput
            label="Rechnungs-E-Mail"
            description="Mehrere Adressen mit Komma trennen"
            value={form.invoiceEmail}
            onChange={(e) => set('invoiceEmail', e.currentTarget.value)}
            error={errors.invoiceEmail}
          />
          <ServiceSettingsTable settings={form.settings} errors={errors} onChange={(settings) => set('settings', settings)} />
          <Checkbox label="Veriset-Spezial (mit Garderobe)" checked={form.veriset} onChange={(e) => set('veriset', e.currentTarget.checked)} />
          <Checkbox
            label="Herstellerpreise (Waschen, Regionen)"
            checked={form.applianceMakerPricing}
            onChange={(e) => set('applianceMakerPricing', e.currentTarget.checked)}
          />
          <NumberInput
            kind="chf"
            required
            max={WAITING_CHF_MAX}
            label="Wartezeit-Zuschlag pro Mann und Stunde (CHF)"
            value={form.waitingTimeChf === '' ? null : form.waitingTimeChf}
            onChange={(value) => set('waitingTimeChf', value ?? '')}
            error={errors.waitingTimeChf}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Abbrechen
            </Button>
            <Button type="submit" loading={busy}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
  );
}
