// What a searched list shows when nothing in it matches: says so, names the search, and
// offers to clear it (a blank list reads as broken or still loading).
import { Button, EmptyState } from '@outings/fe-kit/core';

export function NoSearchMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div role="status">
      <EmptyState title={`Nothing matches "${query.trim()}".`}>
        <Button variant="secondary" onClick={onClear}>
          Clear Search
        </Button>
      </EmptyState>
    </div>
  );
}
