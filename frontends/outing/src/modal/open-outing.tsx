// The outing remote opens its own modal directly (Create Outing); the other front ends
// load it through the federation ('outing/OutingModal').
import { outingModalOpener } from '@outings/fe-kit';
import { OutingModal } from './outing-modal';

export const openOutingModal = outingModalOpener(OutingModal);
