/**
 * Small helpers the drawings share. Everything is plain SVG 1.1 that librsvg (sharp) renders on its own:
 * no text, no fonts, no external images, and only cheap effects (gradients, opacity, clip paths) so that
 * seeding stays fast at server start.
 */

/** The colours a drawing may take from the item, so two listings of one kind do not look the same. */
export interface Tone {
  /** A saturated colour that stands out on the item's pale background. */
  base: string;
  dark: string;
  light: string;
}

/** A drawing of one object on the 800 × 800 canvas, kept inside the 4:3 band (y 100–700) that cards show. */
export type Drawing = (tone: Tone) => string;

/** FNV-1a: a stable 32-bit number for a text, so the same name always gets the same picture. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const hex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` for a hue (degrees), saturation and lightness (0–100), which librsvg reads everywhere. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${hex(f(0) * 255)}${hex(f(8) * 255)}${hex(f(4) * 255)}`;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list
    .map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');

/** A linear gradient from top to bottom, or along the vector given in the box's fractions. */
export function linear(id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient, centred in the box unless told otherwise. */
export function radial(id: string, list: readonly Stop[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** The soft contact shadow under an object; `#shadow` is defined once by the scene. */
export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;
}

/** A straight stroke with round ends. */
export function line(x1: number, y1: number, x2: number, y2: number, colour: string, width: number, extra = ''): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

/** A gentle wave along a line: handwriting, or chalk scribbles, seen from afar. */
export function scribble(x: number, y: number, length: number, amplitude: number, colour: string, width: number): string {
  const step = 14;
  let path = `M ${x} ${y}`;
  for (let at = 0; at < length; at += step) {
    const up = (at / step) % 2 === 0 ? -amplitude : amplitude;
    path += ` q ${step / 2} ${up} ${step} 0`;
  }
  return `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}
