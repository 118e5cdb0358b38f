// The cropper (react-easy-crop and the canvas code) loads only when someone picks a photo.
import { onDemandComponent, PageLoading } from '@outings/fe-kit/core';

export const PhotoCropperOnDemand = onDemandComponent(
  () => import('./photo-cropper').then((module) => module.default),
  <PageLoading text="Loading.." />,
);
