import { runServiceProcess } from '@outings/runtime';
import { socialGraphService } from './service';

runServiceProcess(socialGraphService);
