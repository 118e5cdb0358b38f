// The account and profile rules as numbers and texts, in one place with no imports: the
// server's schemas (dto/account.ts) and the browser's form rules (frontends/kit
// validation) both read them, so a value the form lets through is one the server takes,
// and a server refusal reads exactly like the form's bubble. Apart from the chat and
// outing limits, so the login page's scripts carry only these. The texts are the spec's
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
