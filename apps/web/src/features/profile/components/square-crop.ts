/** Where the square crop sits in the image: zoom ≥ 1, offsets from -1 (left/top) to 1 (right/bottom). */
export interface CropState {
  zoom: number;
  x: number;
  y: number;
}

/** The source square (sx, sy, size) of a crop in an image of width × height. */
export function cropRect(width: number, height: number, crop: CropState) {
  const size = Math.min(width, height) / Math.max(1, crop.zoom);
  const sx = (width - size) / 2 + (crop.x * (width - size)) / 2;
  const sy = (height - size) / 2 + (crop.y * (height - size)) / 2;
  return { sx, sy, size };
}

/** Draws the crop of `image` into `canvas` (square). */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: CropState) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, size } = cropRect(image.naturalWidth, image.naturalHeight, crop);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, size, size, 0, 0, canvas.width, canvas.height);
}
