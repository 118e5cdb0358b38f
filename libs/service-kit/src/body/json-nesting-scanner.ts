// Counts how deeply a JSON text nests while its bytes arrive, so a body like 4 million
// `[` is refused at the first byte past the limit instead of after reading and parsing
// megabytes (JSON.parse of such a text blocks the event loop for seconds, and a parsed
// value nested 10,000 deep makes JSON.stringify throw later).
//
// It only tracks strings (so brackets inside them do not count) and brackets; JSON.parse
// still decides whether the text is valid. Multi-byte UTF-8 sequences never contain
// ASCII bytes, so scanning bytes is exact.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

export class JsonNestingScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** Reads the next chunk; false as soon as the text nests deeper than allowed. */
  feed(chunk: Uint8Array): boolean {
    const length = chunk.length;
    // Next quote and backslash at or after `index`, found natively and reused until
    // passed, so long strings (pictures as data URLs) cost no per-byte JavaScript and
    // strings full of escapes cost no rescans.
    const next = { quote: -2, backslash: -2 };
    let index = 0;
    while (index < length) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          index += 1;
          continue;
        }
        if (next.quote !== -1 && next.quote < index) next.quote = chunk.indexOf(QUOTE, index);
        if (next.backslash !== -1 && next.backslash < index) next.backslash = chunk.indexOf(BACKSLASH, index);
        const end = earliest(next.quote, next.backslash);
        if (end === -1) return true;
        this.inString = chunk[end] !== QUOTE;
        this.escaped = chunk[end] === BACKSLASH;
        index = end + 1;
        continue;
      }
      const byte = chunk[index];
      if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        this.depth += 1;
        if (this.depth > this.maxDepth) return false;
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        this.depth -= 1;
      }
      index += 1;
    }
    return true;
  }
}

/** The smaller of two positions where -1 means none. */
function earliest(a: number, b: number): number {
  if (a === -1) return b;
  if (b === -1) return a;
  return Math.min(a, b);
}
