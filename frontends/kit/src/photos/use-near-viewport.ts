// Whether an element is on screen or about to be (within a quarter screen of it): photos
// are fetched as data URLs through the API, and a feed's twenty-odd photos requested at
// once share a phone's link with the one the user sees first (issue 11, Lighthouse). Once
// near, always near: a photo scrolled past stays loaded. Without IntersectionObserver
// everything counts as near.
import { useCallback, useState } from 'react';

/** How far outside the viewport an element already counts as near: the next card's
 * photos start while the user scrolls toward them, the rest of the feed's wait. */
export const NEAR_VIEWPORT_MARGIN = '25% 0px';

export function useNearViewport<E extends Element>(): [ref: (element: E | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: E | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
