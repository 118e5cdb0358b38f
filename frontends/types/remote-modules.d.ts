// What a front end loads from another through Module Federation (webpack.common.js
// `remotes`; jest maps each to its source).
declare module 'outing/OutingModal' {
  import type { OutingModalBody } from '@outings/fe-kit';
  export const OutingModal: OutingModalBody;
}

declare module 'outing/ActivityCard' {
  import type { ComponentType } from 'react';
  export const ActivityCardView: ComponentType<{ activityID: string }>;
}
