import { ACTIVITY_LIMITS } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { SAMPLE_LOGIN_CREATIONS } from './demo-creations';

describe("the Sample Login account's creations", () => {
  it('are two or three, with names of their own', () => {
    expect(SAMPLE_LOGIN_CREATIONS.length).toBeGreaterThanOrEqual(2);
    expect(SAMPLE_LOGIN_CREATIONS.length).toBeLessThanOrEqual(3);
    const names = SAMPLE_LOGIN_CREATIONS.map((creation) => creation.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SAMPLE_LOGIN_CREATIONS.map((creation) => [creation.name, creation] as const))(
    '%s has 3+ steps in a listed city (the create call checks the rest: the seeder test creates them)',
    (_name, creation) => {
      expect(isListedLocation(creation.location)).toBe(true);
      expect(creation.instructions.length).toBeGreaterThanOrEqual(3);
      expect(creation.instructions.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.instructionsMax);
    },
  );
});
