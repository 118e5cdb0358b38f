// Why a rule refuses, as the browser shows it: an HTTP status and the popup's header and
// message. The spec's texts come from OUTING_MESSAGES; those it lacks are written here.
import { OUTING_MESSAGES } from '@outings/contracts';

export interface Refusal {
  status: 400 | 403 | 404 | 406 | 409;
  header: string;
  message: string;
}

const refusal = (status: Refusal['status'], header: string, message: string): Refusal => ({ status, header, message });

export const REFUSALS = {
  notFound: refusal(404, 'Outing Not Found', 'This outing does not exist.'),
  notYours: refusal(403, 'Not In This Outing', 'You are not in this outing.'),
  tooManyOutings: refusal(406, OUTING_MESSAGES.tooManyOutingsHeader, OUTING_MESSAGES.tooManyOutings),
  needsDailyMatch: refusal(406, OUTING_MESSAGES.needsDailyMatchHeader, OUTING_MESSAGES.needsDailyMatch),
  memberNotAvailable: refusal(406, OUTING_MESSAGES.memberNotAvailableHeader, OUTING_MESSAGES.memberNotAvailable),
  duplicateInvitee: refusal(400, 'Invalid Request', 'Each user can be added to an outing once.'),
  selfInvited: refusal(400, 'Invalid Request', 'You are in the outing already: do not invite yourself.'),
  notInvited: refusal(403, 'Not Invited', 'You are not invited to this outing.'),
  flakedOut: refusal(403, 'No Rejoining', OUTING_MESSAGES.flakedOut),
  notAMember: refusal(403, 'Not A Member', 'Only the members of this outing can do this.'),
  completed: refusal(409, OUTING_MESSAGES.outingCompletedHeader, OUTING_MESSAGES.outingCompleted),
  /** Not in the spec: leaving as the only member would leave an outing with nobody in it. */
  onlyMemberLeaves: refusal(406, 'Delete Instead', 'You are the only member of this outing: delete it instead of leaving.'),
  /** Spec §4: deleting is for the only member. */
  notOnlyMember: refusal(406, 'Cannot Delete', 'An outing can only be deleted by its only member. Leave it instead.'),
  tooManyPhotos: refusal(406, OUTING_MESSAGES.tooManyPhotosHeader, OUTING_MESSAGES.tooManyPhotos),
  photoNotFound: refusal(404, 'Photo Not Found', 'This photo is not in the outing.'),
  notYourPhoto: refusal(403, 'Not Your Photo', 'Members can only delete their own photos.'),
  photoTaken: refusal(409, 'Photo Already Used', 'This photo belongs to another outing.'),
  notEnoughMembers: refusal(406, OUTING_MESSAGES.notEnoughMembersHeader, OUTING_MESSAGES.notEnoughMembers),
  noPhotos: refusal(406, OUTING_MESSAGES.noPhotosHeader, OUTING_MESSAGES.noPhotos),
  markedAlready: refusal(409, 'Already Marked', 'You marked this outing complete already.'),
  unknownCursor: refusal(400, 'Invalid Request', 'The `before` outing is not in this feed.'),
} as const;

/** A rule's answer: the next state (and what it tells), or why not. */
export type Ruling<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
export const allow = <T>(value: T): Ruling<T> => ({ ok: true, value });
export const refuse = <T = never>(why: Refusal): Ruling<T> => ({ ok: false, refusal: why });
