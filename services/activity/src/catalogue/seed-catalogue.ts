// Writes the curated catalogue at every start (seeded at first start, kept in
// step with the data file after). One upsert: idempotent, and two replicas starting
// together both succeed with the same rows.
import type { Db } from '@outings/db';
import type { Logger } from '@outings/service-kit';
import { catalogueInstructionId } from '../domain/instruction-id';
import { CATALOGUE_PHOTO_COUNT } from '../photos/photo-art';
import { upsertCatalogue } from '../persistence/activity.repository';
import type { NewActivityRow } from '../persistence/schema';
import { CATALOGUE, type CatalogueEntry } from './catalogue-entries';

/** 'Sunrise Kayak Along the Coast' → 'sunrise-kayak-along-the-coast'. */
export function catalogueId(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function catalogueRow({ steps, featured = false, ...entry }: CatalogueEntry): NewActivityRow {
  const id = catalogueId(entry.name);
  return {
    ...entry,
    id,
    featured,
    instructions: steps.map(([kind, title, details], position) => ({ instructionID: catalogueInstructionId(id, position), kind, title, details })),
    photoCount: CATALOGUE_PHOTO_COUNT,
    createdBy: null,
  };
}

export async function seedCatalogue(db: Db, logger: Logger): Promise<void> {
  const rows = CATALOGUE.map(catalogueRow);
  await upsertCatalogue(db, rows);
  logger.info({ activities: rows.length }, 'activity catalogue written');
}
