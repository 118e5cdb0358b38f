// What every change of an outing answers (spec §7): the caller's user and friends, which
// replace the session's (the outings store follows the new user), and the outing itself.
import type { OutingView, SessionView } from '@outings/contracts';
import { applySessionView } from '@outings/fe-kit/core';

export function applyOutingAnswer({ outing, ...session }: SessionView & { outing: OutingView }): OutingView {
  applySessionView(session);
  return outing;
}
