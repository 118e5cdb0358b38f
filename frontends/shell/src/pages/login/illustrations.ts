// The five decorative login images (spec §2), one picked at random per visit.
import beachDay from './illustrations/beach-day.svg';
import campfireStars from './illustrations/campfire-stars.svg';
import cityLights from './illustrations/city-lights.svg';
import hikeMountains from './illustrations/hike-mountains.svg';
import picnicPark from './illustrations/picnic-park.svg';

export const LOGIN_ILLUSTRATIONS: readonly string[] = [hikeMountains, picnicPark, beachDay, cityLights, campfireStars];

/** @param random a number in [0, 1), e.g. Math.random() */
export function illustrationIndex(random: number): number {
  return Math.min(LOGIN_ILLUSTRATIONS.length - 1, Math.floor(Math.max(random, 0) * LOGIN_ILLUSTRATIONS.length));
}

export const pickIllustration = (random: number): string => LOGIN_ILLUSTRATIONS[illustrationIndex(random)] ?? hikeMountains;
