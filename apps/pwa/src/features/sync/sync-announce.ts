// The toasts after a replay: what each sent or refused item achieved, naming the operation as
// a person knows it (client, place, date), never by its number (issue 27). The words come
// from the handler of the item's kind (offline/mutations). Loaded with the first result, so
// it costs the field screens nothing.
import { notifyError, notifySuccess } from '../../ui/notify';
import { handlerOf } from '../../offline/mutations/registry';
import type { ReplayResult } from '../../offline/replay';
import { UNKNOWN_STAGE_NAME } from '../../offline/stage-name';
import { readStageNames } from '../../offline/stage-names';

/** Tells what one replayed item achieved, naming the operation as a person knows it. */
export async function announce(result: ReplayResult): Promise<void> {
  const { item, outcome, body } = result;
  const handler = handlerOf(item);
  const stageName = (await readStageNames(item.userId, [item.stageId])).get(item.stageId) ?? UNKNOWN_STAGE_NAME;
  for (const notice of handler.notices(item, outcome, body, handler.subject(item, stageName))) {
    if (notice.tone === 'error') notifyError(notice.text);
    else notifySuccess(notice.text);
  }
}
