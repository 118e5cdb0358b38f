// The outing modal is the outing remote's: the alerts load it through the federation the
// first time they open an outing.
import { onDemandOutingModal, type OutingModalBody } from '@outings/fe-kit';
import { loadRemoteModule } from '../remotes/remote-registry';

export const openOutingModal = onDemandOutingModal(() => loadRemoteModule<{ OutingModal: OutingModalBody }>('outing/OutingModal'));
