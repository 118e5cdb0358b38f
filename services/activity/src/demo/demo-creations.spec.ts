import { ACTIVITY_LIMITS } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { CATALOGUE } from '../catalogue/catalogue-entries';
import { creationRules } from '../domain/creation-rules';
import { SAMPLE_LOGIN_CREATIONS } from './demo-creations';

describe("the Sample Login account's creations", () => {
  it('are two or three, with names of their own', () => {
    expect(SAMPLE_LOGIN_CREATIONS.length).toBeGreaterThanOrEqual(2);
    expect(SAMPLE_LOGIN_CREATIONS.length).toBeLessThanOrEqual(3);
    const names = SAMPLE_LOGIN_CREATIONS.map((creation) => creation.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(CATALOGUE.map((entry) => entry.name)).not.toContain(name);
  });

  it.each(SAMPLE_LOGIN_CREATIONS.map((creation) => [creation.name, creation] as const))(
    '%s passes the rules of POST /activity/create unchanged, with 3+ steps in a listed city',
    (_name, creation) => {
      const parsed = creationRules.createActivityRequest.safeParse({ activity: creation });
      expect(parsed.error?.issues).toBeUndefined();
      // Nothing trimmed or dropped: what is stored is what is written here.
      expect(parsed.data?.activity).toEqual(creation);
      expect(isListedLocation(creation.location)).toBe(true);
      expect(creation.instructions.length).toBeGreaterThanOrEqual(3);
      expect(creation.instructions.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.instructionsMax);
    },
  );
});
