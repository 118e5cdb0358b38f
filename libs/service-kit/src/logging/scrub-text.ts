// Free text that reaches the logs from outside our own code (error messages of drivers,
// retry reasons built from them, a log message someone interpolated a value into) is
// masked here: e-mail addresses, argon2 hashes, secrets in URLs and drizzle's list of
// query parameters. Structured fields are handled by key (sensitive-fields.ts).

// One cheap test first: the common line ("request answered") contains none of these.
const MAYBE_SENSITIVE = /@|\$argon2|params: |=/;

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // drizzle's DrizzleQueryError message ends with "\nparams: <every bound value>".
  [/\nparams: [\s\S]*/, '\nparams: [redacted]'],
  // The whole encoded hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash), and whatever is glued to it.
  [/\$argon2[^\s"'`]*/g, '[argon2 hash]'],
  // Credentials in a connection URL (amqp://user:password@host).
  [/\/\/[^\s/@:]+:[^\s/@]+@/g, '//[redacted]@'],
  // Mailed links carry their secret in the query: ?token=…, &secret=….
  [/([?&][\w.-]*(?:token|secret|password|signature|credential)[\w.-]*=)[^&#\s"'`]*/gi, '$1[redacted]'],
  // a***@example.com: the domain helps to debug, the address identifies nobody.
  [/([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*@((?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+)/g, '$1***@$2'],
];

export function scrubText(text: string): string {
  if (!MAYBE_SENSITIVE.test(text)) return text;
  return RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}
