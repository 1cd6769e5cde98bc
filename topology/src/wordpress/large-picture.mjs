// @ts-check
/**
 * A large upload of our own making, as a phone's camera would give a
 * marketing person: 4000 × 3000 pixels of noise over colour bands (noise
 * does not compress), a JPEG of about 6 MB. WordPress must cut it to its
 * sizes; the site must never send it.
 */
import sharp from 'sharp';

/** Writes the picture to `file`; resolves with its size in bytes. @param {string} file */
export async function writeLargePicture(file, { width = 4000, height = 3000, seed = 7 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let index = 0; index < pixels.length; index += 3) {
    // xorshift32: the same bytes on every machine.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const band = Math.floor(((index / 3) % width) / (width / 4));
    const [red, green, blue] = /** @type {[number, number, number]} */ (
      [
        [120, 40, 20],
        [20, 110, 60],
        [60, 20, 120],
        [0, 90, 100],
      ][band]
    );
    pixels[index] = ((state & 0xff) >> 2) + red;
    pixels[index + 1] = (((state >>> 8) & 0xff) >> 2) + green;
    pixels[index + 2] = (((state >>> 16) & 0xff) >> 2) + blue;
  }
  const info = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 81, chromaSubsampling: '4:4:4' })
    .toFile(file);
  return info.size;
}
