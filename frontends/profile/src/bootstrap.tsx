import { renderDevHarness } from '@outings/fe-kit/src/dev-harness/dev-harness';
import ProfilePage from './profile-page';

renderDevHarness(ProfilePage);
