// The alerts the demo world leaves a person, by `type/status`: what the notification
// service makes of each event the seeder's calls cause (services/notification/README.md,
// "Events"), read off the scripts. The Sample Login account clears alerts only once all of
// these are there (quiet-sample-login-alerts.ts), so none of the world's alerts arrives
// after and its badge stays at the handful it kept.
import type { NotificationStatus, NotificationType } from '@outings/contracts';
import { DEMO_CHATS, type DemoChat } from './demo-chats';
import { DEMO_LINKS, type DemoLink } from './demo-links';
import { DEMO_OUTINGS, membersOf, type DemoOuting } from './demo-outings';

export type AlertKind = `${NotificationType}/${NotificationStatus}`;

export interface WorldScripts {
  links: readonly DemoLink[];
  chats: readonly DemoChat[];
  outings: readonly DemoOuting[];
}

const SCRIPTS: WorldScripts = { links: DEMO_LINKS, chats: DEMO_CHATS, outings: DEMO_OUTINGS };

/** A request to the person (answered or waiting), and the answer to each of theirs that was accepted. */
function friendAlerts(slug: string, links: readonly DemoLink[]): AlertKind[] {
  return links.flatMap((link): AlertKind[] => [
    ...(link.to === slug ? [link.accepted ? 'friend-request/accepted' as const : 'friend-request/pending' as const] : []),
    ...(link.from === slug && link.accepted ? ['friend-request-update/accepted' as const] : []),
  ]);
}

/** Each chat the person is in and did not start. */
function chatAlerts(slug: string, chats: readonly DemoChat[]): AlertKind[] {
  return chats.filter(({ members }) => members.includes(slug) && members[0] !== slug).map(() => 'chat-created/none');
}

/**
 * An outing's: the invite (taken when joined); on each join, the creator's answer and the
 * other members' news; each mark but the last for the other members, the completion for
 * all. Its chat is made with the creator alone (seed-outings.ts waits for it before any
 * join), so it alerts nobody.
 */
function outingAlerts(slug: string, outing: DemoOuting): AlertKind[] {
  const alerts: AlertKind[] = [];
  if (outing.invited.includes(slug)) alerts.push(outing.joined.includes(slug) ? 'outing-invite/accepted' : 'outing-invite/pending');
  const members = [outing.creator];
  for (const joiner of outing.joined) {
    if (slug === outing.creator) alerts.push('outing-invite-update/accepted');
    else if (members.includes(slug)) alerts.push('outing-join/none');
    members.push(joiner);
  }
  const everyone = membersOf(outing);
  outing.marks.forEach(([marker], index) => {
    if (!everyone.includes(slug)) return;
    if (index === outing.marks.length - 1) alerts.push('outing-complete/none');
    else if (marker !== slug) alerts.push('outing-marked-complete/none');
  });
  return alerts;
}

/** How many alerts of each kind the world leaves `slug`. */
export function worldAlertsOf(slug: string, scripts: WorldScripts = SCRIPTS): ReadonlyMap<AlertKind, number> {
  const kinds = [...friendAlerts(slug, scripts.links), ...chatAlerts(slug, scripts.chats), ...scripts.outings.flatMap((outing) => outingAlerts(slug, outing))];
  const counts = new Map<AlertKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}
