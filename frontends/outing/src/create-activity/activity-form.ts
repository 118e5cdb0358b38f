// The create-activity form's values and rules (spec §5 "Activity form"): the first failing
// rule, in the form's order, with the texts and limits the activity service checks too
// (`ACTIVITY_MESSAGES`, `ACTIVITY_LIMITS` of @outings/contracts).
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, type CreateActivityRequestBody } from '@outings/contracts';
import { createLocationCheck, type City } from '@outings/reference-data';

export interface InstructionValues {
  /** 12 random lowercase letters (spec §3); the server sets the stored id. */
  key: string;
  kind: string;
  title: string;
  details: string;
}

export interface ActivityFormValues {
  name: string;
  location: string;
  description: string;
  category: string;
  duration: string;
  cost: string;
  participants: string;
  goal: string;
  instructions: InstructionValues[];
}

export type InstructionPart = 'kind' | 'title' | 'details';
export type ActivityField = Exclude<keyof ActivityFormValues, 'instructions'> | 'instructions' | `instructions.${number}.${InstructionPart}`;

export interface ActivityFieldError {
  field: ActivityField;
  message: string;
}

export function newInstructionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

export const newInstruction = (): InstructionValues => ({ key: newInstructionKey(), kind: '', title: '', details: '' });

export const emptyActivityForm = (): ActivityFormValues => ({
  name: '',
  location: '',
  description: '',
  category: '',
  duration: '',
  cost: '',
  participants: '',
  goal: '',
  instructions: [newInstruction()],
});

type Problem = string | null;

const textProblem = (value: string, missing: string, max: number, tooLong: string): Problem =>
  !value.trim() ? missing : value.trim().length > max ? tooLong : null;

function numberProblem(text: string, missing: string, outOfRange: string, inRange: (value: number) => boolean): Problem {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value)) return missing;
  return inRange(value) ? null : outOfRange;
}

function locationProblem(location: string, cities: readonly City[] | null): Problem {
  if (!location.trim()) return ACTIVITY_MESSAGES.location;
  return cities && createLocationCheck(cities)(location) ? null : ACTIVITY_MESSAGES.locationFromList;
}

function instructionRules(instructions: readonly InstructionValues[], kinds: readonly string[]): Array<[ActivityField, () => Problem]> {
  return instructions.flatMap(({ kind, title, details }, index): Array<[ActivityField, () => Problem]> => [
    [`instructions.${index}.kind`, () => (kinds.includes(kind) ? null : ACTIVITY_MESSAGES.instructionKind)],
    [`instructions.${index}.title`, () => textProblem(title, ACTIVITY_MESSAGES.instructionTitle, ACTIVITY_LIMITS.instructionTitleMax, ACTIVITY_MESSAGES.instructionTitleLength)],
    [`instructions.${index}.details`, () => textProblem(details, ACTIVITY_MESSAGES.instructionDetails, ACTIVITY_LIMITS.instructionDetailsMax, ACTIVITY_MESSAGES.instructionDetailsLength)],
  ]);
}

export interface ActivityVocabulary {
  cities: readonly City[] | null;
  categories: readonly string[];
  instructionTypes: readonly string[];
}

export function validateActivityForm(values: ActivityFormValues, { cities, categories, instructionTypes }: ActivityVocabulary): ActivityFieldError | null {
  const { instructionsMin, instructionsMax } = ACTIVITY_LIMITS;
  const rules: Array<[ActivityField, () => Problem]> = [
    ['name', () => textProblem(values.name, ACTIVITY_MESSAGES.name, ACTIVITY_LIMITS.nameMax, ACTIVITY_MESSAGES.nameLength)],
    ['location', () => locationProblem(values.location, cities)],
    ['description', () => textProblem(values.description, ACTIVITY_MESSAGES.description, ACTIVITY_LIMITS.descriptionMax, ACTIVITY_MESSAGES.descriptionLength)],
    ['category', () => (categories.includes(values.category) ? null : ACTIVITY_MESSAGES.category)],
    ['duration', () => numberProblem(values.duration, ACTIVITY_MESSAGES.duration, ACTIVITY_MESSAGES.durationRange, (hours) => hours > 0 && hours <= ACTIVITY_LIMITS.durationMax)],
    ['cost', () => numberProblem(values.cost, ACTIVITY_MESSAGES.cost, ACTIVITY_MESSAGES.costRange, (cost) => cost >= 0 && cost <= ACTIVITY_LIMITS.costMax)],
    [
      'participants',
      () =>
        numberProblem(values.participants, ACTIVITY_MESSAGES.participants, ACTIVITY_MESSAGES.participantsRange, (count) => Number.isInteger(count) && count >= 1 && count <= ACTIVITY_LIMITS.participantsMax),
    ],
    ['goal', () => textProblem(values.goal, ACTIVITY_MESSAGES.goal, ACTIVITY_LIMITS.goalMax, ACTIVITY_MESSAGES.goalLength)],
    ['instructions', () => (values.instructions.length >= instructionsMin && values.instructions.length <= instructionsMax ? null : ACTIVITY_MESSAGES.instructions)],
    ...instructionRules(values.instructions, instructionTypes),
  ];
  for (const [field, problem] of rules) {
    const message = problem();
    if (message) return { field, message };
  }
  return null;
}

/** The checked values as `POST /activity/create` takes them. */
export function toActivityRequest(values: ActivityFormValues, userID: string): CreateActivityRequestBody {
  return {
    userID,
    activity: {
      name: values.name.trim(),
      location: values.location,
      description: values.description.trim(),
      category: values.category,
      duration: Number(values.duration),
      cost: Number(values.cost),
      participants: Number(values.participants),
      goal: values.goal.trim(),
      instructions: values.instructions.map(({ kind, title, details }) => ({ kind, title: title.trim(), details: details.trim() })),
    },
  };
}
