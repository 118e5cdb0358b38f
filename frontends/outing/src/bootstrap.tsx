import { renderDevHarness } from '@outings/fe-kit/src/dev-harness/dev-harness';
import OutingPage from './outing-page';

renderDevHarness(OutingPage);
