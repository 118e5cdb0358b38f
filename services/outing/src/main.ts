import { runServiceProcess } from '@outings/runtime';
import { outingService } from './service';

runServiceProcess(outingService);
