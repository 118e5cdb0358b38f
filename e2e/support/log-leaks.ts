// Finds the lines of log files that carry something no log may carry, and lists them
// for a failure message: where, what kind, and the line cut short.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Needle {
  /** What was found, e.g. 'argon2 hash'; named in the report instead of the value. */
  kind: string;
  test(line: string): boolean;
}

export interface Leak {
  file: string;
  line: number;
  kinds: string[];
  text: string;
}

export const patternNeedle = (kind: string, pattern: RegExp): Needle => ({ kind, test: (line) => pattern.test(line) });

/** One needle for a list of exact values (addresses, secrets, passwords). */
export function valuesNeedle(kind: string, values: readonly string[]): Needle {
  const wanted = values.filter((value) => value.length > 0);
  return { kind, test: (line) => wanted.some((value) => line.includes(value)) };
}

export function findLeaks(files: readonly string[], needles: readonly Needle[]): Leak[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const kinds = needles.filter((needle) => needle.test(text)).map((needle) => needle.kind);
        return kinds.length > 0 ? [{ file, line: index + 1, kinds, text }] : [];
      }),
  );
}

const SHOWN_LEAKS = 25;
const SHOWN_CHARACTERS = 300;

export function describeLeaks(leaks: readonly Leak[]): string {
  const shown = leaks.slice(0, SHOWN_LEAKS).map(({ file, line, kinds, text }) => {
    const cut = text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
    return `  ${path.basename(file)}:${line} [${kinds.join(', ')}] ${cut}`;
  });
  const more = leaks.length > SHOWN_LEAKS ? [`  … and ${leaks.length - SHOWN_LEAKS} more`] : [];
  return [...shown, ...more].join('\n');
}
