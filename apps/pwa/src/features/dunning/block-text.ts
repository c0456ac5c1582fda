// How the screens name a Mahnsperre: the server's words ("Mahnsperre bis 31.12.2026: Grund"),
// with "(Kunde)" when it holds for every invoice of the client.
import { formatDate } from '@tragkraft/domain';
import { DUNNING_TEXTS, type OpenItemBlock } from '@tragkraft/sync-protocol';

export const blockText = (block: OpenItemBlock) => `${DUNNING_TEXTS.blocked(formatDate(block.untilDate), block.reason)}${block.scope === 'client' ? ' (Kunde)' : ''}`;
