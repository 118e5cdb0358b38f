// The web push calls (spec §7 `/notifications/*`), typed by the contracts the gateway
// checks them with. Their failures are only logged (spec §8): no popup for any status.
import { vapidPublicKeyAnswerSchema, type PushSubscribeRequestBody, type PushUnsubscribeRequestBody } from '@outings/contracts';
import { api } from '@outings/fe-kit/core';

/** The statuses the client would otherwise answer with a popup. */
const NO_POPUP: readonly number[] = [406, 429, 500];

export const pushApi = {
  vapidPublicKey: () => api.request('/notifications/vapid-public-key', { schema: vapidPublicKeyAnswerSchema, handles: NO_POPUP }),
  subscribe: (body: PushSubscribeRequestBody) => api.request('/notifications/push/subscribe', { method: 'POST', body, handles: NO_POPUP }),
  unsubscribe: (body: PushUnsubscribeRequestBody) => api.request('/notifications/push/unsubscribe', { method: 'POST', body, handles: NO_POPUP }),
};
