// The outing rules as numbers and texts, read by the server's schemas (dto/outing.ts),
// the outing service's domain rules and the screens alike.
import { makeRefusal, type Refusal } from './dto/error-texts';

/** Outings (spec §4 "Outing lifecycle", "Photos", §5 "Outing", §9). */
export const OUTING_LIMITS = Object.freeze({
  /** Creating or joining is refused at this many pending outings or more. */
  pendingMax: 5,
  photosPerMember: 2,
  membersToComplete: 2,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  /** Besides the creator (not in the spec): a group outing, not a broadcast list. */
  invitedMax: 19,
  /** Outings per page of the feed (`GET /user/{id}/feed-outings`, older by `?before=`). */
  feedPageSize: 20,
});

export const OUTING_MESSAGES = Object.freeze({
  tooManyOutingsHeader: 'You have too many Pending Outings!',
  tooManyOutings:
    'You can only have up to 5 pending outings at a time. Either complete or delete some outings before trying to create another one; outings are viewable in Profile.',
  tooManyPhotosHeader: 'Too many photos!',
  tooManyPhotos: 'Each Outing member can only upload up to 2 photos...',
  noPhotosHeader: 'No Photos Uploaded!',
  /** Not in the spec. */
  noPhotos: 'Upload at least one photo of the outing before marking it complete.',
  /** Spec §2 (add-members modal's note). */
  needsDailyMatchHeader: 'Add a Daily Match',
  needsDailyMatch: 'Add at least one daily match to create an outing!',
  /** Not in the spec: a friend who is neither Ready nor Searching (§5), or not a friend or match at all. */
  memberNotAvailableHeader: 'Member Not Available',
  memberNotAvailable: 'Only daily matches and friends who are Ready or Searching can be added to an outing.',
  /** Not in the spec (§4: completion needs at least 2 members). */
  notEnoughMembersHeader: 'Not Enough Members',
  notEnoughMembers: 'An outing needs at least 2 members to be completed.',
  /** Not in the spec (§4: after completion nothing can change). */
  outingCompletedHeader: 'Outing Completed',
  outingCompleted: 'This outing is completed: nothing about it can change anymore.',
  /** Spec §4 "Leave and delete". */
  flakedOut: 'You flaked out!',
  pendingNote: 'You can have up to 5 pending outings at a time.',
  flakedNote: 'Your flaked outings show up in red.',
  feedEmpty: "Nothing to show yet! You'll see outings completed by people in your friends network here.",
  feedLoading: 'Loading Posts..',
});

/**
 * Why the outing service refuses, as the browser shows it. The spec's texts come from
 * OUTING_MESSAGES; those it lacks are written here.
 */
export const OUTING_REFUSALS = Object.freeze({
  notFound: makeRefusal(404, 'Outing Not Found', 'This outing does not exist.'),
  notYours: makeRefusal(403, 'Not In This Outing', 'You are not in this outing.'),
  tooManyOutings: makeRefusal(406, OUTING_MESSAGES.tooManyOutingsHeader, OUTING_MESSAGES.tooManyOutings),
  needsDailyMatch: makeRefusal(406, OUTING_MESSAGES.needsDailyMatchHeader, OUTING_MESSAGES.needsDailyMatch),
  memberNotAvailable: makeRefusal(406, OUTING_MESSAGES.memberNotAvailableHeader, OUTING_MESSAGES.memberNotAvailable),
  duplicateInvitee: makeRefusal(400, 'Invalid Request', 'Each user can be added to an outing once.'),
  selfInvited: makeRefusal(400, 'Invalid Request', 'You are in the outing already: do not invite yourself.'),
  notInvited: makeRefusal(403, 'Not Invited', 'You are not invited to this outing.'),
  flakedOut: makeRefusal(403, 'No Rejoining', OUTING_MESSAGES.flakedOut),
  notAMember: makeRefusal(403, 'Not A Member', 'Only the members of this outing can do this.'),
  completed: makeRefusal(409, OUTING_MESSAGES.outingCompletedHeader, OUTING_MESSAGES.outingCompleted),
  /** Not in the spec: leaving as the only member would leave an outing with nobody in it. */
  onlyMemberLeaves: makeRefusal(406, 'Delete Instead', 'You are the only member of this outing: delete it instead of leaving.'),
  /** Spec §4: deleting is for the only member. */
  notOnlyMember: makeRefusal(406, 'Cannot Delete', 'An outing can only be deleted by its only member. Leave it instead.'),
  tooManyPhotos: makeRefusal(406, OUTING_MESSAGES.tooManyPhotosHeader, OUTING_MESSAGES.tooManyPhotos),
  photoNotFound: makeRefusal(404, 'Photo Not Found', 'This photo is not in the outing.'),
  notYourPhoto: makeRefusal(403, 'Not Your Photo', 'Members can only delete their own photos.'),
  photoTaken: makeRefusal(409, 'Photo Already Used', 'This photo belongs to another outing.'),
  notEnoughMembers: makeRefusal(406, OUTING_MESSAGES.notEnoughMembersHeader, OUTING_MESSAGES.notEnoughMembers),
  noPhotos: makeRefusal(406, OUTING_MESSAGES.noPhotosHeader, OUTING_MESSAGES.noPhotos),
  markedAlready: makeRefusal(409, 'Already Marked', 'You marked this outing complete already.'),
  unknownCursor: makeRefusal(400, 'Invalid Request', 'The `before` outing is not in this feed.'),
});

/** What any change a member makes to an outing may meet: it is unknown, the user is not (or no longer) in it, or it is completed. */
export const MEMBER_CHANGE_REFUSALS: readonly Refusal[] = Object.freeze([
  OUTING_REFUSALS.notFound,
  OUTING_REFUSALS.flakedOut,
  OUTING_REFUSALS.notAMember,
  OUTING_REFUSALS.completed,
]);
