// Text PostgreSQL or JSON cannot hold faithfully: PostgreSQL refuses a NUL character in
// text ('invalid byte sequence for encoding UTF8: 0x00', a 500 if it gets that far), and
// a lone UTF-16 surrogate has no UTF-8 form, so it would be stored as replacement
// characters. Both are refused at the edge of every service with a 400 naming the field.
// A `__proto__` key is refused too: nothing of ours uses it, and it is the usual way in
// for prototype pollution once a body is merged into another object.

export const NUL_MESSAGE = 'Text must not contain NUL characters.';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (it has a lone surrogate).';
export const PROTO_KEY_MESSAGE = 'The key "__proto__" is not allowed.';

export interface UnsafeText {
  /** Where it is, e.g. `user.first_name` or `users.2`; empty for the value itself. */
  path: string;
  message: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one
// (code units, hence no `u` flag). `String#isWellFormed` would do, but it is ES2024.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored as it is, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** The first string (key or value) in a parsed JSON value that cannot be stored, or null. */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): UnsafeText | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path: path.join('.'), message } : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeText(value[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const keyPath = [...path, key].join('.');
      if (key === '__proto__') return { path: keyPath, message: PROTO_KEY_MESSAGE };
      const keyMessage = textProblem(key);
      if (keyMessage) return { path: keyPath, message: keyMessage };
      const found = findUnsafeText(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `user.first_name: Text must …`, the shape `parseInput` gives its 400s. */
export function describeUnsafeText({ path, message }: UnsafeText): string {
  return path ? `${path}: ${message}` : message;
}
