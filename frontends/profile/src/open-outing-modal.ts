// The outing modal is the outing remote's: its code comes through the federation the
// first time an outing opens here.
import { onDemandOutingModal } from '@outings/fe-kit';

export const openOutingModal = onDemandOutingModal(() => import('outing/OutingModal'));
