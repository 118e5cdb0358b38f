// A 406 from creating or joining an outing (spec §8): the pending-outings cap has its own
// popup (too-many-outings), any other refusal the generic warning with the server's text.
import { OUTING_MESSAGES, warningBodySchema } from '@outings/contracts';
import { type ApiFailure, showPopup } from '@outings/fe-kit/core';
import { showRefusalWarning } from '../overlay/refusal-warning';

/** The statuses the outing calls that can hit the cap leave to `showOutingRefusal`. */
export const CAP_REFUSAL_STATUSES: readonly number[] = [406];

export function showOutingRefusal(failure: ApiFailure): void {
  if (!CAP_REFUSAL_STATUSES.includes(failure.status ?? 0)) return;
  const warning = warningBodySchema.safeParse(failure.body);
  if (warning.success && warning.data.header === OUTING_MESSAGES.tooManyOutingsHeader) {
    showPopup({ selector: 'too-many-outings', header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings });
  } else showRefusalWarning(failure.body);
}
