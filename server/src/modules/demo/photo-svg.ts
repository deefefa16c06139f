import type { DemoCategory } from './data';

const SIZE = 800;

/** Up to two capital letters or digits from the first words of a name: "Yonex badminton racket" → "YB". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0).toUpperCase())
    .filter(Boolean);
  return letters.slice(0, 2).join('') || '?';
}

function shapeElement(shape: DemoCategory['shape']): string {
  const style = 'fill="#ffffff" fill-opacity="0.22"';
  if (shape === 'circle') return `<circle cx="400" cy="400" r="260" ${style}/>`;
  if (shape === 'square') return `<rect x="160" y="160" width="480" height="480" rx="48" ${style}/>`;
  return `<polygon points="400,110 690,400 400,690 110,400" ${style}/>`;
}

/** A placeholder photo: the category's colour and shape with the product's initials on top. */
export function demoPhotoSvg(productName: string, category: DemoCategory): Buffer {
  // initials() yields only [A-Z0-9?], so nothing needs escaping inside the SVG text.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${category.colour}"/>
  ${shapeElement(category.shape)}
  <text x="400" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="200" font-weight="700" fill="#ffffff" text-anchor="middle">${initials(productName)}</text>
</svg>`;
  return Buffer.from(svg);
}
