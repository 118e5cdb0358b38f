import { runServiceProcess } from '@outings/runtime';
import { activityService } from './service';

runServiceProcess(activityService);
