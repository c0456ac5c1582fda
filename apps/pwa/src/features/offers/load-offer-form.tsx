import { Alert, Button, Group, TextInput } from '@mantine/core';
import { isLoadableOffer, serviceByTypeId, validateOfferNumber, type ServiceKey } from '@tragkraft/domain';
import { useState, type FormEvent } from 'react';
import { ApiError, withServerMessage } from '../../api/api-error';
import { loadOffer } from './offers-api';

const LOAD_FAILED = 'Fehler beim Suchen Ihrer Offerte.';

export type LoadedOffer = { key: ServiceKey; calcId: number; params: unknown; address: string | null };

/** Opens a saved offer by its number (the calculation id) in its calculator. */
export function LoadOfferForm({ userId, onLoaded }: { userId: number | null; onLoaded: (offer: LoadedOffer) => void }) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loadingExistingOffer, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateOfferNumber(number);
    if (!checked.ok) return setError(checked.message.text);
    setLoading(true);
    setError(null);
    try {
      const answer = await loadOffer(userId, checked.value);
      const service = serviceByTypeId(answer.typeId);
      if (!service || !isLoadableOffer(answer.typeId)) {
        setError(`${LOAD_FAILED} Die Offerte ${answer.calcId} kann nicht geladen werden.`);
        return;
      }
      setNumber('');
      onLoaded({ key: service.key, calcId: answer.calcId, params: answer.params, address: answer.address });
    } catch (failure) {
      const notFound = failure instanceof ApiError && failure.code === 'offernotfound' && failure.message;
      setError(notFound ? failure.message : withServerMessage(LOAD_FAILED, failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Offerte laden">
      <Group align="flex-end" gap="xs">
        <TextInput label="Offerten-Nr." placeholder="z. B. 1234" inputMode="numeric" w={180} value={number} onChange={(e) => setNumber(e.currentTarget.value)} />
        <Button type="submit" variant="default" loading={loadingExistingOffer}>
          Offerte laden
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {error}
        </Alert>
      )}
    </form>
  );
}
