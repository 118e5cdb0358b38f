import { JsonNestingScanner } from './json-nesting-scanner';

const feedAll = (maxDepth: number, ...chunks: string[]) => {
  const scanner = new JsonNestingScanner(maxDepth);
  return chunks.every((chunk) => scanner.feed(Buffer.from(chunk)));
};

describe('JsonNestingScanner', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(feedAll(3, '{"a":[{"b":1}]}')).toBe(true);
    expect(feedAll(3, '{"a":[{"b":[1]}]}')).toBe(false);
  });

  it('refuses at the first byte past the limit, whatever follows', () => {
    const scanner = new JsonNestingScanner(16);
    expect(scanner.feed(Buffer.from('['.repeat(17)))).toBe(false);
  });

  it('keeps counting across chunks, even inside a string cut in two', () => {
    expect(feedAll(2, '{"a":', '[1,', '[2]]}')).toBe(false);
    expect(feedAll(2, '{"text":"[[[', '[[[","b":[1]}')).toBe(true);
  });

  it('ignores brackets in strings, escaped quotes and escaped backslashes included', () => {
    expect(feedAll(1, '{"a":"[[[{{{"}')).toBe(true);
    expect(feedAll(1, '{"a":"say \\"[[[\\" twice"}')).toBe(true);
    expect(feedAll(1, '{"a":"ends with a backslash \\\\","b":[1]}')).toBe(false);
    expect(feedAll(1, '{"a":"\\', '"[[[', '"}')).toBe(true);
  });

  it('reads a picture-sized string and a string full of escapes in one pass', () => {
    const picture = `{"photoString":"data:image/jpeg;base64,${'A'.repeat(7_000_000)}"}`;
    expect(feedAll(16, picture)).toBe(true);
    const escapes = `{"a":"${'\\n'.repeat(1_000_000)}","b":${'['.repeat(20)}`;
    expect(feedAll(16, escapes)).toBe(false);
  });
});
