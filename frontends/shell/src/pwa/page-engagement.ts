// Whether the user has done anything in this page's life (a tap, a click, a key). The push
// offer waits for it: a card that slides in while someone only watches a page load is
// a nag, and it would take the screen from what they opened the page for. Watched from the
// shell's first script on, so the click on Login counts for the page after it.
const ENGAGING_EVENTS = ['pointerdown', 'keydown'] as const;

let engaged: Promise<void> | null = null;

export function watchPageEngagement(target: EventTarget = window): void {
  engaged = new Promise((resolve) => {
    const onEngage = () => {
      ENGAGING_EVENTS.forEach((type) => target.removeEventListener(type, onEngage, true));
      resolve();
    };
    ENGAGING_EVENTS.forEach((type) => target.addEventListener(type, onEngage, { capture: true, passive: true }));
  });
}

/** Resolves at the first tap, click or key since `watchPageEngagement`; never before it was called. */
export function whenPageEngaged(): Promise<void> {
  return engaged ?? new Promise<void>(() => undefined);
}
