import type { ClientPricing } from '@tragkraft/domain';
import type { ClientDetails } from '@tragkraft/sync-protocol';

/** The part of the client details that changes a price (for the live preview and checks). */
export function toClientPricing(details: ClientDetails): ClientPricing {
  return {
    settings: details.settings,
    special: details.special,
    applianceMakerPricing: details.applianceMakerPricing,
  };
}
