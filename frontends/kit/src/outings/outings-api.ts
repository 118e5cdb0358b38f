// The outing calls of the gateway (spec §7 and the calls added after it): the caller's outings,
// one outing, creating, joining, leaving and deleting, photos, completion, the feed and
// likes. Join, leave and delete are GETs in the contract (the gateway takes them only
// from the app's own pages). Create and join leave their 406 to `showOutingRefusal`.
import {
  completionAnswerSchema,
  feedPageSchema,
  outingAnswerSchema,
  outingDetailSchema,
  outingListSchema,
  pictureSizeQuery,
  sessionViewSchema,
  userPhotosSchema,
  type AddCompletionRequestBody,
  type CreateOutingRequestBody,
  type PictureSize,
  type SetLikeRequestBody,
} from '@outings/contracts';
import * as z from 'zod/mini';
import { api } from '@outings/fe-kit/core';
import { CAP_REFUSAL_STATUSES } from './outing-refusal';

const segment = encodeURIComponent;
const sessionWithOutingSchema = z.extend(sessionViewSchema, { outing: outingAnswerSchema.shape.outing });
const withOwnOutingsBase = (userID: string, outingID: string) => `/outing/${segment(userID)}/${segment(outingID)}`;

export const outingsApi = {
  /** `GET /outing`: the caller's outings (member, invited, flaked) keyed by id. */
  list: () => api.request('/outing', { schema: outingListSchema }),
  detail: (userID: string, outingID: string) => api.request(`/outing/${segment(outingID)}/${segment(userID)}`, { schema: outingDetailSchema }),
  create: (userID: string, body: CreateOutingRequestBody) =>
    api.request(`/outing/${segment(userID)}/create-outing`, { method: 'POST', body, schema: sessionWithOutingSchema, handles: CAP_REFUSAL_STATUSES }),
  join: (userID: string, outingID: string) =>
    api.request(`${withOwnOutingsBase(userID, outingID)}/join`, { schema: sessionWithOutingSchema, handles: CAP_REFUSAL_STATUSES }),
  leave: (userID: string, outingID: string) => api.request(`${withOwnOutingsBase(userID, outingID)}/leave`, { schema: sessionWithOutingSchema }),
  remove: (userID: string, outingID: string) => api.request(`${withOwnOutingsBase(userID, outingID)}/delete`, { schema: sessionViewSchema }),
  uploadPhoto: (userID: string, outingID: string, photoString: string) =>
    api.request(`${withOwnOutingsBase(userID, outingID)}/upload-photo`, { method: 'POST', body: { photoString }, schema: sessionWithOutingSchema }),
  deletePhoto: (userID: string, outingID: string, key: string) =>
    api.request(`${withOwnOutingsBase(userID, outingID)}/delete-photo`, { method: 'POST', body: { key }, schema: sessionWithOutingSchema }),
  /** The photo as a data URL (spec §7: 'text photo string, cached on client'), as stored or scaled down to `size`. */
  photo: (outingID: string, key: string, size?: PictureSize) => api.request(`/outing/${segment(outingID)}/photo/${segment(key)}${pictureSizeQuery(size)}`),
  complete: (userID: string, outingID: string, body: AddCompletionRequestBody) =>
    api.request(`${withOwnOutingsBase(userID, outingID)}/add-completion`, { method: 'POST', body, schema: completionAnswerSchema }),
  feed: (userID: string, before?: string) =>
    api.request(`/user/${segment(userID)}/feed-outings${before ? `?before=${segment(before)}` : ''}`, { schema: feedPageSchema }),
  setLike: (userID: string, body: SetLikeRequestBody) => api.request(`/user/${segment(userID)}/set-like`, { method: 'POST', body, schema: outingAnswerSchema }),
  /** Another user's (or one's own) photos of completed outings, those the caller may see. */
  photosOf: (ownerID: string) => api.request(`/user/stripped-user/${segment(ownerID)}/photos`, { schema: userPhotosSchema }),
};
