// Shows the first failing rule as a bubble under its field; 100 ms later (spec §9) the
// field is scrolled into view and focused, so keyboard and screen-reader users land on it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldError } from './form-rules';

export const VALIDATION_SCROLL_DELAY_MS = 100;

export interface FieldErrorControl<F extends string> {
  error: FieldError<F> | null;
  /** Shows the error (or clears it with null) and brings its field into view. */
  report(error: FieldError<F> | null): void;
  /** Clears the bubble when the user edits its field. */
  clear(field: F): void;
  messageFor(field: F): string | undefined;
}

export function useFieldError<F extends string>(fieldElementId: (field: F) => string): FieldErrorControl<F> {
  const [error, setError] = useState<FieldError<F> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = useCallback(
    (next: FieldError<F> | null) => {
      setError(next);
      clearTimeout(timer.current);
      if (!next) return;
      timer.current = setTimeout(() => {
        const element = document.getElementById(fieldElementId(next.field));
        element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        element?.focus({ preventScroll: true });
      }, VALIDATION_SCROLL_DELAY_MS);
    },
    [fieldElementId],
  );
  const clear = useCallback((field: F) => setError((current) => (current?.field === field ? null : current)), []);
  const messageFor = (field: F) => (error?.field === field ? error.message : undefined);
  return { error, report, clear, messageFor };
}
