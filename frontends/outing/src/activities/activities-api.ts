// The activity service's calls (spec §7; services/activity/README.md).
import { api } from '@outings/fe-kit';
import type { ActivityAnswer, ActivityListAnswer, ActivityView, CreateActivityRequestBody, DeleteActivityRequestBody } from '@outings/contracts';

export const activitiesApi = {
  getAll: () => api.request<ActivityListAnswer>('/activity/get-all'),
  create: (body: CreateActivityRequestBody) => api.request<ActivityAnswer>('/activity/create', { method: 'POST', body, handles: [400] }),
  remove: (activity: ActivityView, userID: string) =>
    api.request('/activity/delete', { method: 'POST', body: { activity, userID } satisfies DeleteActivityRequestBody }),
};
