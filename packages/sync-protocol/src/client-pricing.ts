import type { ClientPricing } from '@tragkraft/domain';
import type { ClientDetails } from './clients';

/**
 * Everything in the client details that changes a price, as domain's pricing takes it. The
 * PWA's live preview uses exactly this, and the server prices with the same settings, so the
 * preview and the binding price cannot drift apart (a test compares them for every demo client
 * and service).
 */
export function clientPricingOf(details: ClientDetails): ClientPricing {
  return {
    settings: details.settings,
    special: details.special,
    applianceMakerPricing: details.applianceMakerPricing,
    washingDisposal: details.washingDisposal,
  };
}
