import { Alert, Button, Group, List, Paper, Stack } from '@mantine/core';
import { MESSAGE_TEXTS, type ClientPricing } from '@tragkraft/domain';
import { useRef } from 'react';
import { checkNumberFields } from '../../../ui/number-input';
import { CalculatorForm } from './calculator-form';
import type { FormContext } from './form-context';
import { OfferActions } from './offer-actions';
import { priceLines } from './price-lines';
import { OfferNumber, PricePanel } from './price-panel';
import { PricePreview } from './price-preview';
import type { Calculation } from './use-calculation';

function Messages({ texts, color }: { texts: string[]; color: 'red' | 'yellow' }) {
  if (texts.length === 0) return null;
  return (
    <Alert color={color} variant="light" role={color === 'red' ? 'alert' : 'status'}>
      {texts.length === 1 ? texts[0] : <List size="sm">{texts.map((t) => <List.Item key={t}>{t}</List.Item>)}</List>}
    </Alert>
  );
}

/** The calculator with its buttons, then the preview (editing) or the binding price (locked). */
export function CalculatorPanel({ calc, pricing, admin, ctx, orderAddress }: {
  calc: Calculation;
  pricing: ClientPricing;
  admin: boolean;
  ctx: Omit<FormContext, 'readOnly' | 'pricing'>;
  orderAddress: string;
}) {
  const { draft, locked, result } = calc;
  const form = useRef<HTMLDivElement>(null);
  if (!draft) return null;
  return (
    <Stack>
      <Paper ref={form} withBorder p="md" radius="md" component="section" aria-label="Berechnung">
        <CalculatorForm draft={draft} onChange={calc.change} ctx={{ ...ctx, readOnly: locked, pricing }} />
      </Paper>
      {!locked && <Messages texts={[MESSAGE_TEXTS.priceNotCalculated]} color="yellow" />}
      <Messages texts={calc.errors} color="red" />
      <Group gap="xs">
        {locked ? (
          <Button variant="light" onClick={calc.unlock}>
            Berechnung ändern
          </Button>
        ) : (
          <Button onClick={() => checkNumberFields(form.current) && calc.calculate()} loading={calc.calculating}>
            Preis berechnen
          </Button>
        )}
        <Button variant="subtle" color="gray" onClick={calc.reset} disabled={calc.calculating}>
          Eingaben löschen
        </Button>
      </Group>
      {locked && result ? (
        <PricePanel title="Ihr Preis" lines={priceLines(draft.key, result, admin)}>
          <Stack gap="xs" mt="sm">
            <OfferNumber calcId={result.calcId} />
            <Messages texts={calc.notes.map((n) => n.text)} color="yellow" />
            <OfferActions calcId={result.calcId} orderAddress={orderAddress} />
          </Stack>
        </PricePanel>
      ) : (
        <PricePreview draft={draft} pricing={pricing} admin={admin} />
      )}
    </Stack>
  );
}
