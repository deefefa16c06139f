import { linear, type Tone } from './svg';

/** Where a linear gradient runs, in the box's fractions: x1, y1, x2, y2 (top to bottom when not given). */
type Vector = [number, number, number, number];

/** A linear gradient from one colour to another. */
export function fade(id: string, from: string, to: string, vector?: Vector): string {
  return linear(
    id,
    [
      [0, from],
      [1, to],
    ],
    vector,
  );
}

/** The item's own colours as a linear gradient: light, its base from `middle` on, then dark. */
export function toneFade(id: string, tone: Tone, middle = 0.5, vector?: Vector): string {
  return linear(
    id,
    [
      [0, tone.light],
      [middle, tone.base],
      [1, tone.dark],
    ],
    vector,
  );
}
