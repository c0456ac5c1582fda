import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { onSiteSignedText, type OnSiteSignature } from '@tragkraft/sync-protocol';
import type { ReportDraft } from '../../offline/field-types';
import { formatInstant } from '../../offline/format-instant';
import { FIELD_SECONDARY } from './field-look';
import type { TakenSignature } from './signature-pad-modal';

// The pad (signature_pad, a full-screen dialog) and the preview load when needed: only this
// section's buttons are in the report form's file (field bundle budget, decision 010).
const SignaturePadModal = lazy(() => import('./signature-pad-modal').then((m) => ({ default: m.SignaturePadModal })));
const SignaturePreview = lazy(() => import('./signature-preview').then((m) => ({ default: m.SignaturePreview })));

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
  const take = (taken: TakenSignature) => {
    change((d) => ({ ...d, signature: { ...taken, state: 'new' } }));
    setOpen(false);
  };
  return (
    <Stack gap="sm">
      {signature ? (
        <Suspense fallback={null}>
          <SignaturePreview signature={signature} />
        </Suspense>
      ) : onSite ? (
        <div>
          <Text size="sm" fw={600}>
            {onSiteSignedText(onSite.signerName)}, {formatInstant(onSite.signedAt)}
          </Text>
          {onSite.remark && <Text size="sm">Bemerkung: {onSite.remark}</Text>}
        </div>
      ) : (
        <Text size="sm" c={FIELD_SECONDARY}>
          Noch keine Unterschrift. Ohne Unterschrift speichern geht auch (Kunde nicht vor Ort).
        </Text>
      )}
      {(signature || onSite) && (
        <Text size="sm" c={FIELD_SECONDARY}>
          Neu unterschreiben ersetzt die {signature?.state === 'new' ? 'noch nicht gesendete' : 'gespeicherte'} Unterschrift.
        </Text>
      )}
      <Group grow gap="sm">
        {signature?.state === 'new' && (
          <Button size="lg" variant="outline" color="red.9" onClick={() => change((d) => ({ ...d, signature: null }))}>
            Entfernen
          </Button>
        )}
        <Button size="lg" variant={signature || onSite ? 'light' : 'filled'} onClick={() => setOpen(true)}>
          {signature || onSite ? 'Neu unterschreiben' : 'Unterschreiben lassen'}
        </Button>
      </Group>
      {open && (
        <Suspense fallback={null}>
          <SignaturePadModal initialName={signature?.signerName ?? ''} replaces={onSite !== null || (signature !== null && signature.state !== 'new')} onTake={take} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
