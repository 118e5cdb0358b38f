import { runServiceProcess } from '@outings/runtime';
import { profileService } from './service';

runServiceProcess(profileService);
