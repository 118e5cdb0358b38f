// What every change of an outing answers (spec §7): the caller's user and friends, which
// replace the session's, and the outing itself, which replaces the one held.
import type { OutingView, SessionView } from '@outings/contracts';
import { applySessionView } from '@outings/fe-kit/core';
import { putOuting } from './outing-queries';

export function applyOutingAnswer({ outing, ...session }: SessionView & { outing: OutingView }): OutingView {
  applySessionView(session);
  putOuting(outing);
  return outing;
}
