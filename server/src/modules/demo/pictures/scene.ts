import { hsl, linear, radial, type Drawing, type Tone } from './svg';

export const PICTURE_SIZE = 800;

/** Pale backgrounds' hues, and the accents' hues: picked per item so a grid of demo listings is not uniform. */
const BACKGROUND_HUES = [8, 28, 45, 95, 150, 175, 195, 215, 240, 265, 290, 330];
const ACCENT_HUES = [0, 24, 42, 142, 170, 200, 222, 258, 285, 335];

/** Hue distance on the colour wheel, 0–180. */
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The item's accent: the first in its turn that does not melt into the background. */
function toneFor(seed: number, backgroundHue: number): Tone {
  for (let step = 0; step < ACCENT_HUES.length; step += 1) {
    const hue = ACCENT_HUES[((seed >>> 8) + step) % ACCENT_HUES.length] ?? 0;
    if (apart(hue, backgroundHue) >= 50) return { base: hsl(hue, 68, 50), dark: hsl(hue, 62, 34), light: hsl(hue, 80, 68) };
  }
  return { base: '#475569', dark: '#1e293b', light: '#94a3b8' };
}

/** Confetti in the corners, where no drawing reaches: which ones, and where, depends on the item. */
function decorations(seed: number, colour: string): string {
  const spots: [number, number][] = [
    [92, 118],
    [700, 140],
    [120, 690],
    [690, 660],
    [70, 400],
    [735, 420],
    [250, 80],
    [560, 730],
  ];
  return spots
    .filter((_, index) => (seed >>> (16 + index)) & 1)
    .map(([x, y], index) => {
      const kind = (seed >>> (index * 3)) % 3;
      if (kind === 0) return `<circle cx="${x}" cy="${y}" r="16" fill="none" stroke="${colour}" stroke-width="6" stroke-opacity="0.6"/>`;
      if (kind === 1) return `<circle cx="${x}" cy="${y}" r="10" fill="${colour}" fill-opacity="0.6"/>`;
      return `<path d="M ${x - 14} ${y} h 28 M ${x} ${y - 14} v 28" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.6"/>`;
    })
    .join('');
}

/** A whole picture: the item's background, a soft light behind the object, and the drawing. */
export function scene(draw: Drawing, seed: number): string {
  const backgroundHue = BACKGROUND_HUES[seed % BACKGROUND_HUES.length] ?? 0;
  const tone = toneFor(seed, backgroundHue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}">
<defs>${linear('background', [
    [0, hsl(backgroundHue, 75, 90)],
    [1, hsl(backgroundHue, 55, 78)],
  ])}${radial('light', [
    [0, '#ffffff', 0.6],
    [1, '#ffffff', 0],
  ])}${radial('shadow', [
    [0, '#000000', 0.32],
    [0.6, '#000000', 0.14],
    [1, '#000000', 0],
  ])}</defs>
<rect width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" fill="url(#background)"/>
<circle cx="400" cy="390" r="330" fill="url(#light)"/>
${decorations(seed, '#ffffff')}
${draw(tone)}
</svg>`;
}
