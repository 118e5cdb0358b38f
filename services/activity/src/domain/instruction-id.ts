// Instruction ids (spec §3): 12 random lowercase letters.
import { createHash, randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
export const INSTRUCTION_ID_LENGTH = 12;
export const INSTRUCTION_ID_PATTERN = /^[a-z]{12}$/;

/** A new instruction's id; `pick(n)` draws a whole number below n (crypto's by default). */
export function newInstructionId(pick: (below: number) => number = randomInt): string {
  let id = '';
  for (let index = 0; index < INSTRUCTION_ID_LENGTH; index += 1) id += LETTERS[pick(LETTERS.length)];
  return id;
}

/**
 * A catalogue instruction's id, the same at every start (the seed rewrites the catalogue
 * each time, and an id a client holds must not change under it): letters drawn from a
 * hash of the activity and the position instead of at random.
 */
export function catalogueInstructionId(activityId: string, position: number): string {
  const digest = createHash('sha256').update(`${activityId}#${position}`).digest();
  let id = '';
  for (let index = 0; index < INSTRUCTION_ID_LENGTH; index += 1) id += LETTERS[(digest[index] ?? 0) % LETTERS.length];
  return id;
}
