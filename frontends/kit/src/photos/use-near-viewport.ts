// Whether an element is on screen or about to be (within a quarter screen of it): photos
// are fetched as data URLs through the API, and a feed's twenty-odd photos requested at
// once share a phone's link with the one the user sees first (Lighthouse's load metrics). Once
// near, always near: a photo scrolled past stays loaded. Also tells the element's extent
// (its larger side, CSS pixels) when it came near, read from the observer's entry for
// free, so a photo can ask for the size its slot needs. Without IntersectionObserver
// everything counts as near, of unknown extent.
import { useCallback, useState } from 'react';

/** How far outside the viewport an element already counts as near: the next card's
 * photos start while the user scrolls toward them, the rest of the feed's wait. */
export const NEAR_VIEWPORT_MARGIN = '25% 0px';

interface Nearness {
  near: boolean;
  extent?: number;
}

export function useNearViewport<E extends Element>(): [ref: (element: E | null) => void, near: boolean, extent: number | undefined] {
  const [{ near, extent }, setNearness] = useState<Nearness>(() => ({ near: typeof IntersectionObserver === 'undefined' }));
  const ref = useCallback(
    (element: E | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.find((candidate) => candidate.isIntersecting);
          if (!entry) return;
          observer.disconnect();
          const { width, height } = entry.boundingClientRect;
          setNearness({ near: true, extent: Math.max(width, height) || undefined });
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near, extent];
}
