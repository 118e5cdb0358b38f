// Account ids are UUIDs (v4, made by the auth service at sign-up). Anything else names no
// account, and is refused before it reaches a uuid column.
import { z } from 'zod';

export const userIdSchema = z.uuid();

export function isUserId(value: string): boolean {
  return userIdSchema.safeParse(value).success;
}
