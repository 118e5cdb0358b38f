// The account and profile rules as numbers and texts, in one place with no imports: the
// server's schemas (dto/account.ts) and the browser's form rules (frontends/kit
// validation) both read them, so a value the form lets through is one the server takes,
// and a server refusal reads exactly like the form's bubble. The texts are the spec's
// own (§5), typos included; those the spec does not give are marked.

export const ACCOUNT_LIMITS = Object.freeze({
  /** RFC 5321's longest forward path. */
  emailMax: 254,
  passwordMax: 128,
  firstNameMax: 50,
  lastNameMax: 50,
  /** "under 50 characters" */
  taglineMax: 49,
  statusMax: 40,
});

/** At least one digit or one of !@#$%^&* (spec §5). */
export const PASSWORD_CHARACTER_RULE = /[0-9!@#$%^&*]/;

export const ACCOUNT_MESSAGES = Object.freeze({
  email: 'Please enter a valid email',
  password: 'Please enter a valid password',
  passwordCharacter: 'Password must contain one number or special carachter',
  /** Not in the spec. */
  passwordLength: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  location: 'Please enter a valid location',
  locationFromList: 'Please choose a city from the dropdown menu only',
  firstName: 'Please enter a First Name',
  /** Not in the spec. */
  firstNameLength: `First Name must be at most ${ACCOUNT_LIMITS.firstNameMax} characters`,
  /** Not in the spec. */
  lastNameLength: `Last Name must be at most ${ACCOUNT_LIMITS.lastNameMax} characters`,
  tagline: 'Please enter a Tagline. Something short and fun, that anyone viewing your profile will see!',
  taglineLength: 'Tagline must be less than 50 characters',
  picture: 'Please upload a profile picture!',
  status: 'Please enter a valid status',
});

/** Chats (spec §3 "Chat", "Message"; §5 "Chat"). */
export const CHAT_LIMITS = Object.freeze({
  /** A message's text after trimming. */
  messageMax: 2000,
  /** Besides the creator: a group of friends, not a broadcast list. */
  withUsersMax: 19,
  /** Messages per page of a chat (`GET /user/{userId}/chat/{chatId}`, older by `?before=`). */
  pageSize: 50,
});

export const CHAT_MESSAGES = Object.freeze({
  /** Not in the spec (the client never sends empty text, §5). */
  emptyMessage: 'Please write a message',
  messageLength: `A message can be at most ${CHAT_LIMITS.messageMax} characters`,
  /** Not in the spec (the button is disabled while alone, §2). */
  noMembers: 'Please choose at least one friend to chat with',
  tooManyMembers: `A chat can have at most ${CHAT_LIMITS.withUsersMax + 1} members`,
});

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
