// What the Sample Login account (`sam`, who lives in London) creates in the demo world
// (`DEMO_SEED=true`): activities of its own, so the list shows the "created" badge and the
// delete button without anyone filling in the form first. Each has every field the
// create-activity form asks for; the seeder sends them through the activity service's
// create call, so the very rules of a user's creation check them.
import type { ActivityDraft } from '@outings/contracts';
import type { Category, InstructionType } from '@outings/reference-data';

/** A draft typed by the global vocabularies, so a misspelt category or kind fails the build. */
export interface DemoCreation extends Omit<ActivityDraft, 'category' | 'instructions'> {
  category: Category;
  instructions: ReadonlyArray<{ kind: InstructionType; title: string; details: string }>;
}

export const SAMPLE_LOGIN_CREATIONS: readonly DemoCreation[] = [
  {
    name: 'Borough Market Tasting Trail',
    category: 'Food & Drink',
    location: 'London, GB',
    description:
      'Graze your way through London\'s oldest food market on a Saturday morning: share a toastie, fresh oysters, Ethiopian stews and a slab of brownie, then walk it off along the river. Everyone chips in for a few stalls and nobody has to choose just one lunch.',
    goal: 'Taste something from at least six different stalls and vote on the best bite of the day.',
    duration: 3,
    cost: 30,
    participants: 4,
    instructions: [
      { kind: 'communicate', title: 'Pick a Saturday', details: 'Agree on a Saturday and meet at 10:30, before the lunchtime crowds arrive.' },
      { kind: 'travel', title: 'Meet at London Bridge', details: 'Gather by the Borough High Street exit of London Bridge station, two minutes from the market.' },
      { kind: 'purchase', title: 'Split the stalls', details: 'Each person buys one dish to share, so the group tastes more for less.' },
      { kind: 'eat', title: 'Share every plate', details: 'Find a spot in Southwark Cathedral gardens and pass everything round.' },
      { kind: 'communicate', title: 'Vote for the best bite', details: 'Everyone names a favourite; the winning stall gets a group photo.' },
    ],
  },
  {
    name: 'Thames Path Sunset Walk',
    category: 'Nature',
    location: 'London, GB',
    description:
      'An easy riverside walk from Richmond to Kew along the Thames Path, with herons, rowing crews and meadows on the way, timed so the sun sets as you reach the old towpath pubs. Flat the whole way and fine for any fitness level.',
    goal: 'Walk the full stretch from Richmond Bridge to Kew Bridge and catch the sunset over the river.',
    duration: 2.5,
    cost: 0,
    participants: 3,
    instructions: [
      { kind: 'communicate', title: 'Check the sunset time', details: 'Look up tonight\'s sunset and meet 90 minutes before it.' },
      { kind: 'travel', title: 'Meet at Richmond Bridge', details: 'Meet on the town side of Richmond Bridge, ten minutes\' walk from Richmond station.' },
      { kind: 'explore', title: 'Follow the towpath', details: 'Walk north on the Thames Path past Old Deer Park and the Kew Gardens wall.' },
      { kind: 'capture', title: 'Sunset photo', details: 'Stop at the riverbank opposite Syon Park for a group photo as the sun goes down.' },
      { kind: 'relax', title: 'Drink by Kew Bridge', details: 'Finish at a riverside pub by Kew Bridge, or with a takeaway tea on the green.' },
    ],
  },
  {
    name: 'Groundlings at the Globe',
    category: 'Arts & Culture',
    location: 'London, GB',
    description:
      'Stand in the open-air yard of Shakespeare\'s Globe for a few pounds a ticket, right at the edge of the stage, the way Londoners watched plays four hundred years ago. Read the plot beforehand, grab a drink in the interval and swap favourite scenes over dinner on Bankside afterwards.',
    goal: 'Watch a whole play from the yard, then each quote a favourite line at dinner.',
    duration: 4,
    cost: 10,
    participants: 4,
    instructions: [
      { kind: 'purchase', title: 'Book yard tickets', details: 'Buy standing tickets for the yard online; weekend evenings sell out first.' },
      { kind: 'learn', title: 'Read the plot', details: 'Everyone reads a one-page summary of the play so nobody gets lost in the language.' },
      { kind: 'travel', title: 'Meet on Bankside', details: 'Meet at the Globe\'s entrance 30 minutes before the start to stand close to the stage.' },
      { kind: 'capture', title: 'Photo in the yard', details: 'Take a group photo with the stage behind you before the play begins; no photos during the show.' },
      { kind: 'eat', title: 'Dinner by the river', details: 'Walk along Bankside for dinner and each quote the line you liked best.' },
    ],
  },
];
