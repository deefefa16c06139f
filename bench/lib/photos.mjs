// Distinct phone-sized photos for seeding: a 1600×1200 JPEG per index, drawn from a seeded generator.
import { createRequire } from 'node:module';
import path from 'node:path';

const WIDTH = 1600;
const HEIGHT = 1200;
const SHAPES = 36;
/**
 * Grain added to every pixel. Flat shapes alone compress to a few KB, far from a real photo; with this
 * much noise the server's re-encoding (1200 px WebP, quality 80, server/src/plugins/photos.ts) stores
 * 80–120 KB, where a phone photo lands at 100–250 KB.
 */
const GRAIN = 10;

/** @param {number} seed  @returns {() => number} a repeatable generator of numbers in [0, 1) (xorshift32) */
function random(seed) {
  let state = Math.imul(seed + 1, 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

/** @param {() => number} next  @returns {[number, number, number]} */
const colour = (next) => [next() * 255, next() * 255, next() * 255];

/**
 * The pixels (RGB) of photo `index`: a diagonal gradient between two colours, ellipses in other colours
 * (some striped), and grain.
 * @param {number} index
 */
function pixels(index) {
  const next = random(index);
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  const [from, to] = [colour(next), colour(next)];
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const at = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) data[at + channel] = from[channel] + (to[channel] - from[channel]) * t;
    }
  }
  for (let shape = 0; shape < SHAPES; shape += 1) {
    const [cx, cy, rx, ry] = [next() * WIDTH, next() * HEIGHT, 20 + next() * 280, 20 + next() * 280];
    const fill = colour(next);
    const stripe = next() < 0.4 ? Math.round(4 + next() * 20) : 0;
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(HEIGHT, cy + ry); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(WIDTH, cx + rx); x += 1) {
        const [dx, dy] = [(x - cx) / rx, (y - cy) / ry];
        if (dx * dx + dy * dy >= 1) continue;
        const shade = stripe && Math.floor((x + y) / stripe) % 2 ? 0.7 : 1;
        const at = (y * WIDTH + x) * 3;
        for (let channel = 0; channel < 3; channel += 1) data[at + channel] = fill[channel] * shade;
      }
    }
  }
  for (let at = 0; at < data.length; at += 1) data[at] = Math.max(0, Math.min(255, data[at] + (next() - 0.5) * 2 * GRAIN));
  return data;
}

/**
 * @param {string} root the repository: sharp is a dependency of the server package, not of the root
 * @returns {(index: number) => Promise<Buffer>} photo `index` as a JPEG (quality 85, like a phone's)
 */
export function photoMaker(root) {
  const sharp = createRequire(path.join(root, 'server', 'package.json'))('sharp');
  return (index) => sharp(pixels(index), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}
