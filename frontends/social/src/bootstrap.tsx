import { renderDevHarness } from '@outings/fe-kit/src/dev-harness/dev-harness';
import SocialPage from './social-page';

renderDevHarness(SocialPage);
