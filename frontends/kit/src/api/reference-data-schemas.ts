// The gateway's own answers from the reference data (`GET /data/globals`, `GET
// /data/cities`), as the kit checks them; libs/contracts/test/drift.types.ts keeps them in
// step with what the gateway serves.
import * as z from 'zod/mini';

export const globalsSchema = z.object({
  categoryColorMap: z.record(z.string(), z.string()),
  instructionTypes: z.array(z.string()),
  statusMap: z.record(z.string(), z.string()),
});
export type Globals = z.infer<typeof globalsSchema>;

export const citiesSchema = z.array(z.object({ name: z.string(), country: z.string(), timezone: z.string() }));
