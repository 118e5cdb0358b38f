import { runServiceProcess } from '@outings/runtime';
import { mediaService } from './service';

runServiceProcess(mediaService);
