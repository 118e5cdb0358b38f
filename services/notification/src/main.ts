import { runServiceProcess } from '@outings/runtime';
import { notificationService } from './service';

runServiceProcess(notificationService);
