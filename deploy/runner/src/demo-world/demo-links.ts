// Who knows whom in the demo world, by the slugs of demo-people.ts. The seeder makes each
// link as users would: the first asks through social-graph's friend-request call, the
// other answers. The Sample Login account, `sam`, has four friends, a request waiting for
// its answer and one of its own waiting.

export interface DemoLink {
  /** Who asks. */
  from: string;
  to: string;
  /** Answered with 'accepted'; otherwise the request stays waiting. */
  accepted: boolean;
}

export const DEMO_LINKS: readonly DemoLink[] = [
  // Two of Sam's friends asked Sam (their requests show as accepted), Sam asked the other
  // two (whose answers arrive as 'Your friend request was accepted by …').
  { from: 'maya', to: 'sam', accepted: true },
  { from: 'diego', to: 'sam', accepted: true },
  { from: 'sam', to: 'amara', accepted: true },
  { from: 'sam', to: 'kenji', accepted: true },
  { from: 'lena', to: 'sam', accepted: false },
  { from: 'sam', to: 'priya', accepted: false },
  { from: 'maya', to: 'diego', accepted: true },
  { from: 'amara', to: 'lena', accepted: true },
];
