// Calls of the notifications card (server feature 'push', decision 024).
import { pushEndpoints, type PushSubscribeBody } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const loadPushKey = () => call(pushEndpoints.key, {});
export const savePushSubscription = (subscription: PushSubscribeBody) => call(pushEndpoints.subscribe, {}, subscription);
export const deletePushSubscription = (endpoint: string) => call(pushEndpoints.unsubscribe, {}, { endpoint });
