// Renders the cropped part of a picture to a square JPEG data URL (spec §9: profile crops
// are round with aspect 1, output is a JPEG data URL). 512 px is sharp on any screen the
// avatar appears on and keeps the upload around 50 kB.
export const PROFILE_PHOTO_SIZE = 512;
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

export async function cropToJpegDataUrl(src: string, area: PixelArea, size = PROFILE_PHOTO_SIZE): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot edit pictures.');
  // JPEG has no transparency: paint the corners outside the round crop white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
