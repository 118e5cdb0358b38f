import { runServiceProcess } from '@outings/runtime';
import { chatService } from './service';

runServiceProcess(chatService);
