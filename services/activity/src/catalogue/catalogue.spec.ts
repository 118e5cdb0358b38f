import { ACTIVITY_LIMITS, activitySchemas } from '@outings/contracts';
import { categoryColorMap, instructionTypes, isListedLocation } from '@outings/reference-data';
import { INSTRUCTION_ID_PATTERN } from '../domain/instruction-id';
import { CATALOGUE } from './catalogue-entries';
import { catalogueId, catalogueRow } from './seed-catalogue';

const { activity } = activitySchemas({ isListedLocation, categories: Object.keys(categoryColorMap), instructionTypes });

describe('the catalogue', () => {
  it('holds at least 60 activities with distinct ids', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CATALOGUE.map((entry) => catalogueId(entry.name))).size).toBe(CATALOGUE.length);
  });

  it('covers every category, some activities featured', () => {
    expect(new Set(CATALOGUE.map((entry) => entry.category))).toEqual(new Set(Object.keys(categoryColorMap)));
    expect(CATALOGUE.filter((entry) => entry.featured).length).toBeGreaterThan(0);
    expect(CATALOGUE.filter((entry) => !entry.featured).length).toBeGreaterThan(0);
  });

  it.each(CATALOGUE.map((entry) => [entry.name, entry] as const))('%s passes the rules a creation must pass, with 3+ steps', (_name, entry) => {
    const row = catalogueRow(entry);
    const draft = { ...entry, instructions: row.instructions };
    expect(activity.safeParse(draft).error?.issues).toBeUndefined();
    expect(row.instructions.length).toBeGreaterThanOrEqual(3);
    expect(row.instructions.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.instructionsMax);
    for (const instruction of row.instructions) expect(instruction.instructionID).toMatch(INSTRUCTION_ID_PATTERN);
  });

  it('makes ids from names', () => {
    expect(catalogueId('Food & Drink: Taco Walk!')).toBe('food-drink-taco-walk');
  });
});
