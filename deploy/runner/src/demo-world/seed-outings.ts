// The demo outings (demo-outings.ts), made as their people would, each step with the
// outing service's call signed as the one who takes it: the creator creates it with the
// activity's summary (read from the activity service, as the gateway reads it), the
// invitees join, members upload their photos (drawn here, staged at media first, as the
// gateway uploads a phone's) and mark it complete with their ratings, friends like it.
// The services stamp every step with its own time: the world's outings are as old as the
// seed. Everything else (the outing chats, alerts, ratings, counters, kept photos)
// follows from the outing's events, as for everyone.
import {
  OUTING_MESSAGES,
  completionAnswerSchema,
  outingActivitySchema,
  outingAnswerSchema,
  type CreateOutingCommand,
  type SetLikeRequestBody,
} from '@outings/contracts';
import { DEMO_OUTINGS, demoPhotoName, type DemoOuting } from './demo-outings';
import { drawDemoOutingPhoto } from './demo-outing-photo';
import { expectAnswer, UnexpectedAnswer, type CallService, type ServiceAnswer, type ServiceCall } from './service-calls';
import { untilSettled } from './until-settled';
import { withUploadedPicture } from './uploaded-picture';

const OK = 200;

/** The outing's refusal of an invitee it does not know yet as the creator's friend. */
const notYetFriends = ({ status, body }: ServiceAnswer) =>
  status === 406 && (body as { header?: unknown } | null)?.header === OUTING_MESSAGES.memberNotAvailableHeader;

/**
 * The creation's command, as the gateway composes it. A creation needs a daily match among
 * the invitees; social-graph's matches of the day never list a friend, and these outings
 * are among friends, so the first invitee stands for the creator's match of the day they
 * were planned (as on a day they were matched before they became friends). The outing
 * service takes the matches from its caller and judges the other invitees, friends free
 * for an outing, from its own projections.
 */
function commandOf(outing: DemoOuting, activity: CreateOutingCommand['activity'], idOf: (slug: string) => string): CreateOutingCommand {
  return { invitedIds: outing.invited.map(idOf), activity, dailyMatchIds: outing.invited.slice(0, 1).map(idOf) };
}

export async function seedOutings(callService: CallService, idOf: (slug: string) => string): Promise<void> {
  const outingCall = (slug: string, path: string, body?: unknown): ServiceCall => {
    const userId = idOf(slug);
    return { method: 'POST', path: `/users/${userId}/outings${path}`, userId, body };
  };

  /** Answers the new outing's id. */
  async function create(outing: DemoOuting): Promise<string> {
    const creatorId = idOf(outing.creator);
    const summary = { method: 'GET' as const, path: `/activities/${encodeURIComponent(outing.activityId)}/summary`, userId: creatorId };
    const activity = outingActivitySchema.parse(await expectAnswer(callService, 'activity', summary, OK));
    const call = outingCall(outing.creator, '', commandOf(outing, activity, idOf));
    // The outing service learns friendships from social-graph's events: until then it refuses the invitees.
    const created = await untilSettled(() => callService('outing', call), notYetFriends, `the outing service to know ${outing.creator}'s friends`);
    if (created.status !== 201) throw new UnexpectedAnswer('outing', call, created);
    const { _id: outingId, chat: chatId } = outingAnswerSchema.parse(created.body).outing;
    // Chat makes the outing's chat from the creation's event. The invitees join once it is
    // there, as people do who join a moment later or more: a join overtaking the creation
    // would have the chat made with them in it, and alert them of it.
    const membership = { method: 'GET' as const, path: `/users/${creatorId}/chats/${chatId}/membership`, userId: creatorId };
    const chat = await untilSettled(() => callService('chat', membership), ({ status }) => status === 404, `the chat of ${outing.activityId}`);
    if (chat.status !== 204) throw new UnexpectedAnswer('chat', membership, chat);
    return outingId;
  }

  async function uploadPhoto(outing: DemoOuting, outingId: string, uploader: string, n: number): Promise<void> {
    const jpeg = await drawDemoOutingPhoto(demoPhotoName(outing, n));
    const path = `/${outingId}/photos`;
    const added = await withUploadedPicture(callService, { jpeg, purpose: 'outing-photo', userId: idOf(uploader) }, (key) =>
      callService('outing', outingCall(uploader, path, { key })),
    );
    if (added.status !== OK) throw new UnexpectedAnswer('outing', outingCall(uploader, path), added);
  }

  async function mark(outing: DemoOuting, outingId: string, index: number): Promise<void> {
    const [slug, rating] = outing.marks[index] ?? [];
    if (slug === undefined) throw new Error(`no mark ${index} of ${outing.activityId}`);
    const { last } = completionAnswerSchema.parse(await expectAnswer(callService, 'outing', outingCall(slug, `/${outingId}/completion`, { rating }), OK));
    if (last !== (index === outing.marks.length - 1)) throw new Error(`${outing.activityId} did not complete with its last mark`);
  }

  async function like(outingId: string, slug: string): Promise<void> {
    const userId = idOf(slug);
    const body: SetLikeRequestBody = { outingID: outingId, liked: true };
    const call: ServiceCall = { method: 'POST', path: `/users/${userId}/likes`, userId, body };
    // A friend's outing is in their feed once the outing service knows the friendship.
    const liked = await untilSettled(() => callService('outing', call), ({ status }) => status === 404, `${slug}'s feed to hold the outing`);
    if (liked.status !== OK) throw new UnexpectedAnswer('outing', call, liked);
  }

  // Oldest first: each outing completes before the next is created, as the pending cap wants.
  for (const outing of DEMO_OUTINGS) {
    const outingId = await create(outing);
    for (const slug of outing.joined) await expectAnswer(callService, 'outing', outingCall(slug, `/${outingId}/join`), OK);
    for (const [index, uploader] of outing.photos.entries()) await uploadPhoto(outing, outingId, uploader, index + 1);
    for (const index of outing.marks.keys()) await mark(outing, outingId, index);
    for (const slug of outing.likes) await like(outingId, slug);
  }
}
