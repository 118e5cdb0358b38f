import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, formatRating } from '../activity-limits';
import { activitySchemas, deleteActivityRequestSchema } from './activity';

const { createActivityRequest } = activitySchemas({
  isListedLocation: (location) => location === 'London, GB',
  categories: ['Adventure', 'Music'],
  instructionTypes: ['travel', 'play'],
});

const step = { kind: 'travel', title: 'Meet', details: 'At the station.' };

function draft(overrides: Record<string, unknown> = {}) {
  return {
    name: 'River walk',
    location: 'London, GB',
    description: 'A walk along the river.',
    category: 'Adventure',
    duration: 2,
    cost: 0,
    participants: 2,
    goal: 'Reach the bridge.',
    instructions: [step],
    ...overrides,
  };
}

/** The first refusal, as the service answers it (`path: text`). */
function firstProblem(activity: unknown) {
  const result = createActivityRequest.safeParse({ activity, userID: 'anyone' });
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
}

describe('the activity form rules', () => {
  it('take a complete activity, trimmed, and drop what the server sets', () => {
    const parsed = createActivityRequest.parse({
      activity: { ...draft({ name: '  River walk ' }), _id: 'x', created_by: 'mallory', featured: true, photos: ['https://evil.example/x.png'] },
      userID: 'mallory',
    });
    expect(parsed.activity).toEqual(draft());
  });

  it.each([
    ['name', { name: '  ' }, ACTIVITY_MESSAGES.name],
    ['name', { name: undefined }, ACTIVITY_MESSAGES.name],
    ['name', { name: 'x'.repeat(ACTIVITY_LIMITS.nameMax + 1) }, ACTIVITY_MESSAGES.nameLength],
    ['location', { location: '' }, ACTIVITY_MESSAGES.location],
    ['location', { location: 'Atlantis, XX' }, ACTIVITY_MESSAGES.locationFromList],
    ['description', { description: '' }, ACTIVITY_MESSAGES.description],
    ['category', { category: undefined }, ACTIVITY_MESSAGES.category],
    ['category', { category: 'Knitting' }, ACTIVITY_MESSAGES.category],
    ['duration', { duration: undefined }, ACTIVITY_MESSAGES.duration],
    ['duration', { duration: '2' }, ACTIVITY_MESSAGES.duration],
    ['duration', { duration: 0 }, ACTIVITY_MESSAGES.durationRange],
    ['duration', { duration: 25 }, ACTIVITY_MESSAGES.durationRange],
    ['cost', { cost: null }, ACTIVITY_MESSAGES.cost],
    ['cost', { cost: -1 }, ACTIVITY_MESSAGES.costRange],
    ['participants', { participants: undefined }, ACTIVITY_MESSAGES.participants],
    ['participants', { participants: 1.5 }, ACTIVITY_MESSAGES.participantsRange],
    ['participants', { participants: 0 }, ACTIVITY_MESSAGES.participantsRange],
    ['goal', { goal: ' ' }, ACTIVITY_MESSAGES.goal],
    ['instructions', { instructions: [] }, ACTIVITY_MESSAGES.instructions],
    ['instructions', { instructions: undefined }, ACTIVITY_MESSAGES.instructions],
    ['instructions.0.kind', { instructions: [{ ...step, kind: 'swim' }] }, ACTIVITY_MESSAGES.instructionKind],
    ['instructions.0.kind', { instructions: [{ ...step, kind: undefined }] }, ACTIVITY_MESSAGES.instructionKind],
    ['instructions.0.title', { instructions: [{ ...step, title: '' }] }, ACTIVITY_MESSAGES.instructionTitle],
    ['instructions.0.details', { instructions: [{ ...step, details: '' }] }, ACTIVITY_MESSAGES.instructionDetails],
  ])('refuse a bad %s with its message', (field, change, message) => {
    expect(firstProblem(draft(change))).toBe(`activity.${field}: ${message}`);
  });

  it("report the form's first failing field first", () => {
    expect(firstProblem({})).toBe(`activity.name: ${ACTIVITY_MESSAGES.name}`);
    expect(firstProblem(draft({ goal: '', cost: undefined }))).toBe(`activity.cost: ${ACTIVITY_MESSAGES.cost}`);
  });

  it('read only the id of a deleted activity', () => {
    expect(deleteActivityRequestSchema.parse({ activity: { _id: 'a1', name: 'x' }, userID: 'b' })).toEqual({ activity: { _id: 'a1' }, userID: 'b' });
    expect(deleteActivityRequestSchema.safeParse({ activity: {} }).success).toBe(false);
  });
});

describe('formatRating', () => {
  it("shows 'x/5' to one decimal, or 'unrated'", () => {
    expect(formatRating(null)).toBe('unrated');
    expect(formatRating(4)).toBe('4.0/5');
    expect(formatRating(13 / 3)).toBe('4.3/5');
    expect(formatRating(4.96)).toBe('5.0/5');
  });
});
