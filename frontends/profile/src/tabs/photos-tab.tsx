import { EmptyState } from '@outings/fe-kit';

/** Photos come from completed outings, which arrive with the outing feature. */
export function PhotosTab() {
  return (
    <EmptyState title="You have no media yet!">
      <p>Complete Outings with friends to add photos to your profile.</p>
    </EmptyState>
  );
}
