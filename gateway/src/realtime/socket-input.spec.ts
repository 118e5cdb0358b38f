import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_DEPTH, NUL_MESSAGE, PROTO_KEY_MESSAGE, SURROGATE_MESSAGE, TOO_DEEP_MESSAGE } from '@outings/service-kit';
import { nestsDeeperThan, readJoinRoom, readMessageSent } from './socket-input';

const nested = (levels: number): unknown => {
  let value: unknown = 'c1';
  for (let level = 0; level < levels; level += 1) value = { inner: [value] };
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not text', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: [[1]] }, 2)).toBe(true);
  });

  it('walks half a million levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(250_000), DEFAULT_MAX_DEPTH)).toBe(true);
  });
});

describe('readJoinRoom', () => {
  it('takes a chat id', () => {
    expect(readJoinRoom('c1')).toEqual({ ok: true, data: 'c1' });
  });

  it('refuses lone surrogates and NUL characters, which no service can store or put in a path', () => {
    expect(readJoinRoom('\ud800')).toEqual({ ok: false, error: SURROGATE_MESSAGE });
    expect(readJoinRoom('a\udc00')).toEqual({ ok: false, error: SURROGATE_MESSAGE });
    expect(readJoinRoom('c\u00001')).toEqual({ ok: false, error: NUL_MESSAGE });
  });

  it('refuses what is no id', () => {
    for (const value of [undefined, null, 42, '', 'x'.repeat(65), ['c1'], { $ne: null }]) {
      expect(readJoinRoom(value)).toEqual({ ok: false, error: 'The chat is not valid' });
    }
  });
});

describe('readMessageSent', () => {
  const id = randomUUID();

  it('takes a message, its text trimmed', () => {
    expect(readMessageSent({ chat: 'c1', message: { id, message: ' Hi ' } })).toEqual({ ok: true, data: { chat: 'c1', message: { id, message: 'Hi' } } });
  });

  it('refuses unsafe text anywhere in the payload, naming where', () => {
    expect(readMessageSent({ chat: 'a\udc00', message: { id, message: 'Hi' } })).toEqual({ ok: false, error: `chat: ${SURROGATE_MESSAGE}` });
    expect(readMessageSent({ chat: 'c1', message: { id, message: 'H\u0000i' } })).toEqual({ ok: false, error: `message.message: ${NUL_MESSAGE}` });
    expect(readMessageSent(JSON.parse(`{"chat":"c1","__proto__":{},"message":{"id":"${id}","message":"Hi"}}`))).toEqual({
      ok: false,
      error: `__proto__: ${PROTO_KEY_MESSAGE}`,
    });
  });

  it('refuses a payload nested too deeply before walking it', () => {
    expect(readMessageSent({ chat: 'c1', message: { id, message: 'Hi' }, extra: nested(250_000) })).toEqual({ ok: false, error: TOO_DEEP_MESSAGE });
    expect(readJoinRoom(nested(DEFAULT_MAX_DEPTH))).toEqual({ ok: false, error: TOO_DEEP_MESSAGE });
  });

  it('refuses wrong shapes with the first problem', () => {
    expect(readMessageSent({ chat: 'c1', message: { id, message: '   ' } })).toEqual({ ok: false, error: 'Please write a message' });
    for (const value of [undefined, null, 'Hi', 42, [], { chat: 'c1' }, { chat: 7, message: { id, message: 'Hi' } }]) {
      expect(readMessageSent(value)).toEqual({ ok: false, error: expect.any(String) });
    }
  });
});
