import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { OnSiteSignature } from '@tragkraft/sync-protocol';
import type { ReportDraft } from '../../../offline/field-types';
import { FIELD_SECONDARY } from '../field-look';
import type { TakenSignature } from './signature-pad-modal';

// Only this section's button is in the report form's file (field bundle budget, decision 010):
// the pad (signature_pad in a full-screen dialog) loads when opened, the signature's status
// (preview, the server's signature) once there is one.
const SignaturePadModal = lazy(() => import('./signature-pad-modal').then((m) => ({ default: m.SignaturePadModal })));
const SignatureStatus = lazy(() => import('./signature-status').then((m) => ({ default: m.SignatureStatus })));

interface Props {
  draft: ReportDraft;
  change: (update: (draft: ReportDraft) => ReportDraft) => void;
  /** The signature the server holds (detail.onSiteSignature). */
  onSite: OnSiteSignature | null;
}

/**
 * "Unterschrift Kunde": the customer signs the report on the phone (optional: the report can
 * be saved without, when nobody was on site). A new signature replaces the stored one.
 */
export function SignatureSection({ draft, change, onSite }: Props) {
  const [open, setOpen] = useState(false);
  const signature = draft.signature ?? null;
  const signed = signature !== null || onSite !== null;
  const take = (taken: TakenSignature) => {
    change((d) => ({ ...d, signature: { ...taken, state: 'new' } }));
    setOpen(false);
  };
  return (
    <Stack gap="sm">
      {signed ? (
        <Suspense fallback={null}>
          <SignatureStatus signature={signature} onSite={onSite} onRemove={() => change((d) => ({ ...d, signature: null }))} />
        </Suspense>
      ) : (
        <Text size="sm" c={FIELD_SECONDARY}>
          Noch keine Unterschrift. Ohne Unterschrift speichern geht auch (Kunde nicht vor Ort).
        </Text>
      )}
      <Button size="lg" variant={signed ? 'light' : 'filled'} onClick={() => setOpen(true)}>
        {signed ? 'Neu unterschreiben' : 'Unterschreiben lassen'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SignaturePadModal initialName={signature?.signerName ?? ''} replaces={onSite !== null || (signature !== null && signature.state !== 'new')} onTake={take} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
