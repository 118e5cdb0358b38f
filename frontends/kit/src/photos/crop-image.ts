// Renders the cropped part of a picture to a JPEG data URL of the crop's own shape (spec §9:
// profile crops are round with aspect 1, outing photos 4:3; output is a JPEG data URL), so
// nothing is stretched: its longer side is `longestSide` px. 512 px is sharp on any screen
// the avatar appears on and keeps the upload around 50 kB; an outing photo, shown up to a
// screen wide, keeps 1024 (what the media service stores at most).
export const PROFILE_PHOTO_SIZE = 512;
export const OUTING_PHOTO_SIZE = 1024;
const JPEG_QUALITY = 0.88;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });
}

/** The output's size: the crop's aspect, its longer side `longestSide`. */
export function outputSize(area: PixelArea, longestSide: number): { width: number; height: number } {
  const scale = longestSide / Math.max(area.width, area.height, 1);
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

export async function cropToJpegDataUrl(src: string, area: PixelArea, longestSide = PROFILE_PHOTO_SIZE): Promise<string> {
  const image = await loadImage(src);
  const { width, height } = outputSize(area, longestSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit pictures.');
  // JPEG has no transparency: paint the corners outside the round crop white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
