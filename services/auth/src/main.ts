// The auth service as its own process (cluster mode, containers).
import { runServiceProcess } from '@outings/runtime';
import { authService } from './service';

void runServiceProcess(authService);
