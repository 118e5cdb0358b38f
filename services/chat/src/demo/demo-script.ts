// What the demo world's chats say (`DEMO_SEED=true`). Auth seeds its people with random
// ids but a `demo/<slug>` picture key; these name them by that slug. Sam is the Sample
// Login account: a 1:1 with Maya (two of her messages unread), a 1:1 with Diego (all read)
// and a group with Maya, Diego and Amara (one unread).
import { SAMPLE_LOGIN_SLUG } from '@outings/contracts';

export interface DemoLine {
  from: string;
  text: string;
  /** How long before the seed it was sent. */
  hoursAgo: number;
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
      { from: 'maya', text: 'Hey Sam! Are you still up for the climbing gym this week?', hoursAgo: 70 },
      { from: SAMPLE_LOGIN_SLUG, text: 'Definitely! Thursday evening works for me.', hoursAgo: 69 },
      { from: 'maya', text: 'Perfect, I will book the wall for 7pm.', hoursAgo: 68 },
      { from: SAMPLE_LOGIN_SLUG, text: 'Great, see you there 🧗', hoursAgo: 50 },
      { from: 'maya', text: 'Diego might join us too.', hoursAgo: 5 },
      { from: 'maya', text: 'Do you still have spare chalk?', hoursAgo: 4 },
    ],
    unreadBySam: 2,
  },
  {
    members: ['diego', SAMPLE_LOGIN_SLUG],
    lines: [
      { from: 'diego', text: 'That taco place was amazing, thanks for the tip!', hoursAgo: 96 },
      { from: SAMPLE_LOGIN_SLUG, text: 'Told you! The salsa verde is the best in town.', hoursAgo: 95 },
      { from: 'diego', text: 'Next time I am bringing my cousin.', hoursAgo: 94 },
      { from: SAMPLE_LOGIN_SLUG, text: 'The more the merrier 🌮', hoursAgo: 93 },
    ],
    unreadBySam: 0,
  },
  {
    members: [SAMPLE_LOGIN_SLUG, 'maya', 'diego', 'amara'],
    lines: [
      { from: SAMPLE_LOGIN_SLUG, text: 'Picnic in the park on Saturday, who is in?', hoursAgo: 30 },
      { from: 'maya', text: 'Me! I will bring lemonade.', hoursAgo: 29 },
      { from: 'diego', text: 'Count me in, I have a frisbee.', hoursAgo: 28 },
      { from: SAMPLE_LOGIN_SLUG, text: 'Amazing. Noon at the big oak tree?', hoursAgo: 27 },
      { from: 'amara', text: 'Sounds lovely, I will bake some cookies 🍪', hoursAgo: 2 },
    ],
    unreadBySam: 1,
  },
];

/** Every slug the demo chats need, and the friendships with Sam they need (creating a chat asks for friends). */
export const DEMO_CHAT_SLUGS: readonly string[] = [...new Set(DEMO_CHATS.flatMap((chat) => chat.members))];

/** What a demo member answers when Sam writes to them: in turn, by the chat's message count. */
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
