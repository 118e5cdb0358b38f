// What the demo world's chats say, by the slugs of demo-people.ts. Sam is the Sample Login
// account: a 1:1 with Maya (two of her messages unread), a 1:1 with Diego (all read) and a
// group with Maya, Diego and Amara (one unread). The seeder sends each line as its author
// would, in order; then each member reads up to where the script says.
import { SAMPLE_LOGIN_SLUG } from './demo-people';

export interface DemoLine {
  from: string;
  text: string;
}

export interface DemoChat {
  /** The members by slug, the one who started it first. */
  members: readonly string[];
  lines: readonly DemoLine[];
  /** How many of the last lines Sam has not read yet (none of them his). */
  unreadBySam: number;
}

export const DEMO_CHATS: readonly DemoChat[] = [
  {
    members: ['maya', SAMPLE_LOGIN_SLUG],
    lines: [
      { from: 'maya', text: 'Hey Sam! Are you still up for the climbing gym this week?' },
      { from: SAMPLE_LOGIN_SLUG, text: 'Definitely! Thursday evening works for me.' },
      { from: 'maya', text: 'Perfect, I will book the wall for 7pm.' },
      { from: SAMPLE_LOGIN_SLUG, text: 'Great, see you there 🧗' },
      { from: 'maya', text: 'Diego might join us too.' },
      { from: 'maya', text: 'Do you still have spare chalk?' },
    ],
    unreadBySam: 2,
  },
  {
    members: ['diego', SAMPLE_LOGIN_SLUG],
    lines: [
      { from: 'diego', text: 'That taco place was amazing, thanks for the tip!' },
      { from: SAMPLE_LOGIN_SLUG, text: 'Told you! The salsa verde is the best in town.' },
      { from: 'diego', text: 'Next time I am bringing my cousin.' },
      { from: SAMPLE_LOGIN_SLUG, text: 'The more the merrier 🌮' },
    ],
    unreadBySam: 0,
  },
  {
    members: [SAMPLE_LOGIN_SLUG, 'maya', 'diego', 'amara'],
    lines: [
      { from: SAMPLE_LOGIN_SLUG, text: 'Picnic in the park on Saturday, who is in?' },
      { from: 'maya', text: 'Me! I will bring lemonade.' },
      { from: 'diego', text: 'Count me in, I have a frisbee.' },
      { from: SAMPLE_LOGIN_SLUG, text: 'Amazing. Noon at the big oak tree?' },
      { from: 'amara', text: 'Sounds lovely, I will bake some cookies 🍪' },
    ],
    unreadBySam: 1,
  },
];

/** What a demo member answers when Sam writes to them in their 1:1: in turn, by the chat's message count. */
export const DEMO_REPLIES: readonly string[] = [
  'Ha, love that! 😄',
  'Sounds great to me!',
  'Good idea, let us do it.',
  'Thanks Sam, talk soon!',
  'Oh nice, tell me more!',
];

export const replyAfter = (messageCount: number): string => DEMO_REPLIES[messageCount % DEMO_REPLIES.length] ?? 'Sounds great!';

/** How long a demo member "types" before answering. */
export const DEMO_REPLY_DELAY_MS = 1500;
