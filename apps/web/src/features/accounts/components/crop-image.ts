import { LIMITS } from '@portal/shared/limits';
import type { Area } from 'react-easy-crop';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });
}

/**
 * platform spec §9 "Avatar 200x200 png": draws the chosen square of the picture onto a
 * 200x200 canvas and exports it as PNG. The server re-encodes it anyway (sharp), so this is
 * about sending little and showing the user exactly what they get.
 */
export async function cropToPng(
  src: string,
  area: Area,
  size: number = LIMITS.avatarSize,
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be saved.'))),
      'image/png',
    );
  });
}

/**
 * Whether the browser can draw the file at all: a file named .png that is not a picture has the
 * right type but nothing to crop (issue 9: it opened an empty crop dialog).
 */
export function isDrawableImage(src: string): Promise<boolean> {
  return loadImage(src).then(
    (image) => image.naturalWidth > 0 && image.naturalHeight > 0,
    () => false,
  );
}

export const ACCEPTED_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The shared validation key for a file that cannot be a picture, or null when it may be one. */
export function pictureProblem(file: File): string | null {
  if (!ACCEPTED_PICTURE_TYPES.includes(file.type)) return 'validation.picture_type';
  if (file.size > LIMITS.avatarMaxBytes) return 'validation.picture_size';
  return null;
}
