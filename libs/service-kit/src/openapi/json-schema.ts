// zod schemas as the JSON Schema (draft 2020-12) an OpenAPI 3.1 document embeds. Requests
// are described by what a caller sends (the input side: many schemas `.transform`), answers
// by what a handler sends (the output side). Checks zod cannot express (`.refine`, a
// transform's result) are left out rather than refused: the document is a guide, the
// schema stays the judge.
import { toJSONSchema } from 'zod/v4/core';
import type * as core from 'zod/v4/core';

export type JsonSchema = Record<string, unknown>;

function convert(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...converted } = toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return converted;
}

export const requestSchema = (schema: core.$ZodType): JsonSchema => convert(schema, 'input');
export const answerSchema = (schema: core.$ZodType): JsonSchema => convert(schema, 'output');
