// The end of a list the server answers by pages (the chats, the alerts): the next page is
// fetched as the end comes near the screen, and a 'Load more' button does the same for
// whoever cannot scroll to it (keyboard, screen reader, or a browser without
// IntersectionObserver).
import { useEffect, useRef } from 'react';
import { NEAR_VIEWPORT_MARGIN } from '../photos/use-near-viewport';
import { Button } from '@outings/fe-kit/core';

export interface LoadMoreProps {
  /** Fetches the next page; not called again while `loading`. */
  onMore: () => void;
  loading: boolean;
}

export function LoadMore({ onMore, loading }: LoadMoreProps) {
  const end = useRef<HTMLDivElement | null>(null);
  const latest = useRef({ onMore, loading });
  // The observer, made once, reads the props of the last render.
  useEffect(() => {
    latest.current = { onMore, loading };
  });

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) latest.current.onMore();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={end} className="load-more">
      <Button variant="secondary" block busy={loading} busyLabel="Loading.." onClick={onMore}>
        Load more
      </Button>
    </div>
  );
}
