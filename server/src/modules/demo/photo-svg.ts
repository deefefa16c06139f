import { drawingFor } from './pictures/choose';
import { scene } from './pictures/scene';
import { hash } from './pictures/svg';

/**
 * A demo listing's photo as SVG: a drawing of the object (a service: of its activity) on a background of
 * the item's own. The same name and category always give the same picture.
 */
export function demoPhotoSvg(name: string, category: string): Buffer {
  return Buffer.from(scene(drawingFor(name, category), hash(`${category}\n${name}`)));
}
