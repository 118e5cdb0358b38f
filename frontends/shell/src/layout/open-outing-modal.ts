// The outing modal is the outing remote's: the alerts load it through the federation the
// first time they open an outing.
import { onDemandOutingModal } from '@outings/fe-kit';
import { loadRemoteModule } from '../remotes/remote-registry';

export const openOutingModal = onDemandOutingModal(() => loadRemoteModule<typeof import('outing/OutingModal')>('outing/OutingModal'));
