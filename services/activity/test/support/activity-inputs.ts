// Inputs of the activity specs: a valid creation and the caller headers.
import { asGateway } from '@outings/service-kit/testing';

export const as = (userId: string) => asGateway(userId);

export function newActivity(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Canal boat picnic',
    location: 'Amsterdam, NL',
    description: 'Rent a small electric boat and picnic on the canals.',
    category: 'Food & Drink',
    duration: 2.5,
    cost: 40,
    participants: 3,
    goal: 'Cruise under ten bridges.',
    instructions: [
      { kind: 'purchase', title: 'Rent the boat', details: 'Book a boat for two hours.', instructionID: 'AAAA', number: 7 },
      { kind: 'eat', title: 'Picnic', details: 'Everyone brings one thing.' },
    ],
    ...overrides,
  };
}
