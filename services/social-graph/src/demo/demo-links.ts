// Who knows whom in the demo world. Auth seeds its people (services/auth/src/demo) with
// random ids but a `demo/<slug>` picture key, the one name of theirs every service sees in
// `account.registered` (read by `demoSlugOf` of @outings/contracts); these links name them
// by that slug. The Sample Login account, `sam`, has four friends, a request waiting for
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

/** The links `slug` completes when it arrives after `members`: those whose other end is already there. */
export function linksCompletedBy(slug: string, members: ReadonlySet<string>, links: readonly DemoLink[] = DEMO_LINKS): DemoLink[] {
  return links.filter(
    (link) => (link.from === slug && members.has(link.to)) || (link.to === slug && members.has(link.from)),
  );
}
