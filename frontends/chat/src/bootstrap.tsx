import { renderDevHarness } from '@outings/fe-kit/src/dev-harness/dev-harness';
import ChatPage from './chat-page';

renderDevHarness(ChatPage);
