import { Text } from '@mantine/core';
import { calculatePrice, validateCalculation, type ClientPricing } from '@tragkraft/domain';
import { useMemo } from 'react';
import type { Draft } from './default-inputs';
import { prepareDraft } from './prepare-input';
import { priceLines } from './price-lines';
import { PricePanel, PreviewBadge } from './price-panel';

/** While typing: the domain's price of the current input, labelled as a preview. */
export function PricePreview({ draft, pricing, admin }: { draft: Draft; pricing: ClientPricing; admin: boolean }) {
  const lines = useMemo(() => {
    const prepared = prepareDraft(draft);
    // Only inputs the domain accepts are priced, so the preview never shows a price for nonsense.
    const check = validateCalculation(prepared.key, prepared.input as never, pricing, new Date());
    if (check.errors.length > 0) return null;
    const price = calculatePrice(prepared.key, prepared.input as never, pricing) as unknown as Record<string, unknown>;
    return priceLines(prepared.key, price, admin);
  }, [draft, pricing, admin]);

  if (!lines) {
    return (
      <Text size="sm" c="dimmed">
        Die Preis-Vorschau erscheint, sobald die Eingaben vollständig sind.
      </Text>
    );
  }
  return <PricePanel title="Preis-Vorschau" badge={<PreviewBadge />} lines={lines} />;
}
