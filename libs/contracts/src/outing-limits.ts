// The outing rules as numbers and texts (no imports), read by the server's schemas
// (dto/outing.ts), the outing service's domain rules and the screens alike.

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
