import { ACTIVITY_MESSAGES } from '@outings/contracts';
import { cities } from '../../../kit/test/fixtures';
import { emptyActivityForm, newInstructionKey, toActivityRequest, validateActivityForm, type ActivityFormValues } from './activity-form';

const vocabulary = { cities, categories: ['Adventure', 'Culture'], instructionTypes: ['travel', 'play'] };
const valid: ActivityFormValues = {
  name: 'Night Walk',
  location: 'Paris, FR',
  description: 'A walk.',
  category: 'Culture',
  duration: '2',
  cost: '0',
  participants: '2',
  goal: 'See the lights',
  instructions: [{ key: 'abcdefghijkl', kind: 'travel', title: 'Meet', details: 'At the bridge.' }],
};
const instruction = valid.instructions[0]!;
const problem = (changes: Partial<ActivityFormValues>) => validateActivityForm({ ...valid, ...changes }, vocabulary);

describe('validateActivityForm', () => {
  it('accepts a complete activity', () => {
    expect(problem({})).toBeNull();
  });

  it('reports the first missing field in the form order, with the spec texts', () => {
    expect(validateActivityForm(emptyActivityForm(), vocabulary)).toEqual({ field: 'name', message: 'Please enter an activity name' });
    expect(problem({ location: '' })).toEqual({ field: 'location', message: 'Please enter a valid location.' });
    expect(problem({ location: 'Atlantis, XX' })).toEqual({ field: 'location', message: 'Please choose a city from the dropdown menu only.' });
    expect(problem({ description: ' ' })).toEqual({ field: 'description', message: 'Please enter a description.' });
    expect(problem({ category: '' })).toEqual({ field: 'category', message: 'Please enter a category.' });
    expect(problem({ duration: '' })).toEqual({ field: 'duration', message: 'Please enter a duration (hrs).' });
    expect(problem({ cost: '' })).toEqual({ field: 'cost', message: 'Please enter a cost.' });
    expect(problem({ participants: '' })).toEqual({ field: 'participants', message: 'Please enter a number of participants.' });
    expect(problem({ goal: '' })).toEqual({ field: 'goal', message: 'Please enter a decription.' });
    expect(problem({ instructions: [{ ...instruction, kind: '' }] })).toEqual({ field: 'instructions.0.kind', message: 'Please enter instruction type.' });
    expect(problem({ instructions: [instruction, { ...instruction, key: 'b', title: '' }] })).toEqual({ field: 'instructions.1.title', message: 'Please enter instruction title.' });
    expect(problem({ instructions: [{ ...instruction, details: '' }] })).toEqual({ field: 'instructions.0.details', message: 'Please enter instruction details.' });
  });

  it('applies the limits the activity service applies', () => {
    expect(problem({ name: 'x'.repeat(81) })?.message).toBe(ACTIVITY_MESSAGES.nameLength);
    expect(problem({ duration: '0' })?.message).toBe(ACTIVITY_MESSAGES.durationRange);
    expect(problem({ duration: '25' })?.message).toBe(ACTIVITY_MESSAGES.durationRange);
    expect(problem({ cost: '-1' })?.message).toBe(ACTIVITY_MESSAGES.costRange);
    expect(problem({ participants: '1.5' })?.message).toBe(ACTIVITY_MESSAGES.participantsRange);
    expect(problem({ instructions: [] })).toEqual({ field: 'instructions', message: ACTIVITY_MESSAGES.instructions });
  });
});

describe('toActivityRequest', () => {
  it('sends numbers and the instructions without their keys', () => {
    expect(toActivityRequest(valid, 'user-1')).toEqual({
      userID: 'user-1',
      activity: { ...valid, duration: 2, cost: 0, participants: 2, instructions: [{ kind: 'travel', title: 'Meet', details: 'At the bridge.' }] },
    });
  });
});

it('makes instruction keys of 12 lowercase letters', () => {
  expect(newInstructionKey()).toMatch(/^[a-z]{12}$/);
});
