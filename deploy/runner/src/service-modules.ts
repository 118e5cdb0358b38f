// Every service of the app, for the runner that hosts them all in one process.
import type { ServiceName } from '@outings/contracts';
import type { ServiceModule } from '@outings/runtime';
import { authService } from '@outings/auth-service';
import { profileService } from '@outings/profile-service';
import { mediaService } from '@outings/media-service';
import { notificationService } from '@outings/notification-service';

export const SERVICE_MODULES: Record<ServiceName, ServiceModule> = {
  auth: authService,
  profile: profileService,
  media: mediaService,
  notification: notificationService,
};
