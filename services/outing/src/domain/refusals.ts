// A rule's answer: the next state, or why not (one of the contracts' OUTING_REFUSALS).
import type { Refusal } from '@outings/contracts';

export type Ruling<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
export const allow = <T>(value: T): Ruling<T> => ({ ok: true, value });
export const refuse = <T = never>(why: Refusal): Ruling<T> => ({ ok: false, refusal: why });
