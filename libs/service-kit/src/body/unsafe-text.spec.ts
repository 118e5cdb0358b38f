import { NUL_MESSAGE, PROTO_KEY_MESSAGE, SURROGATE_MESSAGE, describeUnsafeText, findUnsafeText, textProblem } from './unsafe-text';

describe('textProblem', () => {
  it('accepts any well-formed text, astral characters included', () => {
    expect(textProblem('Zoë 😀 北京 — ok')).toBeNull();
  });

  it('refuses a NUL character and lone surrogates of either kind', () => {
    expect(textProblem('a\u0000b')).toBe(NUL_MESSAGE);
    expect(textProblem('A\uD800B')).toBe(SURROGATE_MESSAGE);
    expect(textProblem('A\uDC00')).toBe(SURROGATE_MESSAGE);
    expect(textProblem('\uD83D')).toBe(SURROGATE_MESSAGE);
  });
});

describe('findUnsafeText', () => {
  it('names the first bad string by its path, in keys and in values', () => {
    expect(findUnsafeText({ user: { first_name: 'C\uD800x' } })).toEqual({ path: 'user.first_name', message: SURROGATE_MESSAGE });
    expect(findUnsafeText({ users: ['a', 'b\u0000'] })).toEqual({ path: 'users.1', message: NUL_MESSAGE });
    expect(findUnsafeText({ ['k\u0000']: 1 })).toEqual({ path: 'k\u0000', message: NUL_MESSAGE });
  });

  it('refuses a __proto__ key as JSON.parse makes it: an own property', () => {
    const parsed: unknown = JSON.parse('{"a":{"__proto__":{"admin":true}}}');
    expect(findUnsafeText(parsed)).toEqual({ path: 'a.__proto__', message: PROTO_KEY_MESSAGE });
  });

  it('finds nothing in clean values', () => {
    expect(findUnsafeText({ a: [1, true, null, { b: 'fine' }] })).toBeNull();
  });

  it('words a refusal like the other 400s', () => {
    expect(describeUnsafeText({ path: 'user.first_name', message: NUL_MESSAGE })).toBe(`user.first_name: ${NUL_MESSAGE}`);
    expect(describeUnsafeText({ path: '', message: NUL_MESSAGE })).toBe(NUL_MESSAGE);
  });
});
