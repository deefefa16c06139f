import { line, scribble, shadow, type Drawing } from './svg';
import { fade, toneFade } from './gradients';

/** A closed book lying flat with its spine towards us: gold bands and a blank label. */
function spineBook(x: number, y: number, width: number, height: number, fill: string, band: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="9" fill="${fill}"/>
  <rect x="${x}" y="${y}" width="${width}" height="${height * 0.35}" rx="9" fill="#ffffff" fill-opacity="0.14"/>
  <rect x="${x + 34}" y="${y}" width="14" height="${height}" fill="${band}"/>
  <rect x="${x + width - 48}" y="${y}" width="14" height="${height}" fill="${band}"/>
  <rect x="${x + width * 0.36}" y="${y + height * 0.27}" width="${width * 0.28}" height="${height * 0.46}" rx="4" fill="#fdf6e3" fill-opacity="0.9"/>`;
}

/** A stack of three books with an apple on top. */
export const books: Drawing = (tone) => {
  const pages = Array.from({ length: 6 }, (_, index) => line(232, 472 + index * 7, 588, 472 + index * 7, '#e4d8bb', 2)).join('');
  return `<defs>${fade('bk-pages', '#fffaf0', '#efe4c8')}${fade('bk-apple', '#ff6b6b', '#c1121f')}</defs>
  ${shadow(400, 630, 280, 24)}
  <g transform="translate(400 600) scale(1.18) translate(-400 -592)">
  ${spineBook(190, 520, 420, 72, '#2f4b9a', '#f2c14e')}
  <rect x="212" y="452" width="392" height="70" rx="12" fill="#d9483b"/>
  <rect x="226" y="463" width="370" height="48" rx="4" fill="url(#bk-pages)"/>
  ${pages}
  <rect x="212" y="452" width="26" height="70" rx="12" fill="#a3302a"/>
  <g transform="rotate(-3 390 420)">${spineBook(198, 388, 380, 66, tone.base, tone.light)}</g>
  <path d="M 470 330 C 440 302, 396 318, 399 358 C 402 396, 440 408, 470 396 C 500 408, 538 396, 541 358 C 544 318, 500 302, 470 330 Z" fill="url(#bk-apple)" transform="rotate(-3 470 360)"/>
  <ellipse cx="440" cy="345" rx="14" ry="22" fill="#ffffff" fill-opacity="0.35" transform="rotate(20 440 345)"/>
  <path d="M 469 332 C 468 318, 472 306, 480 296" fill="none" stroke="#6b3e1e" stroke-width="7" stroke-linecap="round"/>
  <path d="M 482 312 C 498 290, 526 290, 536 298 C 522 316, 498 320, 482 312 Z" fill="#4caf50"/>
  </g>`;
};

/** The segments of a seven-segment digit, as the bits a–g. */
const DIGITS = [0b1111110, 0b0110000, 0b1101101, 0b1111001, 0b0110011, 0b1011011, 0b1011111, 0b1110000, 0b1111111, 0b1111011];

function sevenSegment(x: number, y: number, digit: number): string {
  const w = 20;
  const h = 18;
  const t = 5;
  const bars: [number, number, number, number][] = [
    [x + t, y, w, t], // a
    [x + w + t, y + t, t, h], // b
    [x + w + t, y + h + 2 * t, t, h], // c
    [x + t, y + 2 * h + 2 * t, w, t], // d
    [x, y + h + 2 * t, t, h], // e
    [x, y + t, t, h], // f
    [x + t, y + h + t, w, t], // g
  ];
  const bits = DIGITS[digit] ?? 0;
  return bars
    .filter((_, index) => bits & (1 << (6 - index)))
    .map(([bx, by, bw, bh]) => `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="1.5" fill="#2d3a22"/>`)
    .join('');
}

/** A scientific calculator, tilted as if it lay on a desk. */
export const calculator: Drawing = (tone) => {
  const keys: string[] = [];
  for (let column = 0; column < 4; column += 1) {
    keys.push(`<rect x="${300 + column * 52}" y="338" width="42" height="18" rx="9" fill="#5b6474"/>`);
  }
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const x = 296 + column * 43;
      const y = 378 + row * 46;
      const operator = column >= 3;
      const fill = row === 0 && column >= 3 ? '#f59e0b' : row === 4 && column === 4 ? tone.base : operator ? '#6b7280' : '#e5e7eb';
      keys.push(`<rect x="${x}" y="${y + 4}" width="36" height="30" rx="7" fill="#11151b" fill-opacity="0.55"/>`);
      keys.push(`<rect x="${x}" y="${y}" width="36" height="30" rx="7" fill="${fill}"/>`);
    }
  }
  return `<defs>${fade('ca-body', '#4a5261', '#1f242c')}${fade('ca-lcd', '#d3e0c0', '#a9bb96')}</defs>
  ${shadow(405, 648, 185, 24)}
  <g transform="rotate(-8 400 400)">
    <rect x="268" y="148" width="268" height="508" rx="34" fill="#151920"/>
    <rect x="268" y="142" width="268" height="506" rx="34" fill="url(#ca-body)"/>
    <rect x="420" y="172" width="90" height="30" rx="4" fill="#3b2f2a"/>
    ${[0, 1, 2, 3].map((index) => `<line x1="${442 + index * 22}" y1="172" x2="${442 + index * 22}" y2="202" stroke="#5a4a42" stroke-width="2"/>`).join('')}
    <rect x="292" y="216" width="220" height="104" rx="12" fill="#12161c"/>
    <rect x="304" y="228" width="196" height="80" rx="6" fill="url(#ca-lcd)"/>
    ${sevenSegment(380, 248, 3)}${sevenSegment(416, 248, 1)}<rect x="448" y="290" width="6" height="6" fill="#2d3a22"/>${sevenSegment(458, 248, 4)}
    ${keys.join('')}
    <rect x="280" y="150" width="12" height="480" rx="6" fill="#ffffff" fill-opacity="0.08"/>
  </g>`;
};

/** A set square, a ruler and a pair of compasses: the first-year drawing kit. */
export const drawingKit: Drawing = (tone) => {
  const ticks = Array.from({ length: 23 }, (_, index) => {
    const x = 190 + index * 19;
    return line(x, 566, x, index % 5 === 0 ? 588 : 578, '#7c5a12', 2.5);
  }).join('');
  return `<defs>${fade('dk-leg', '#f1f5f9', '#94a3b8', [0, 0, 1, 0])}</defs>
  ${shadow(400, 640, 270, 22)}
  <path d="M 190 560 L 190 210 L 470 560 Z M 226 524 L 226 318 L 392 524 Z" fill="#7dd3fc" fill-opacity="0.6" fill-rule="evenodd" stroke="#0284c7" stroke-width="5" stroke-linejoin="round"/>
  <g transform="rotate(-4 400 585)">
    <rect x="172" y="556" width="456" height="58" rx="6" fill="#facc15"/>
    <rect x="172" y="596" width="456" height="18" rx="6" fill="#eab308"/>
    ${ticks}
  </g>
  <g transform="rotate(8 520 360)">
    <path d="M 512 214 L 430 540 L 446 544 L 520 250 Z" fill="url(#dk-leg)" stroke="#64748b" stroke-width="2"/>
    <path d="M 528 214 L 610 540 L 594 544 L 520 250 Z" fill="url(#dk-leg)" stroke="#64748b" stroke-width="2"/>
    <path d="M 430 540 L 437 575 L 446 544 Z" fill="#334155"/>
    <rect x="592" y="536" width="16" height="30" rx="3" fill="${tone.base}"/>
    <path d="M 592 566 L 608 566 L 601 586 Z" fill="#1f2937"/>
    <rect x="511" y="150" width="18" height="46" rx="8" fill="${tone.dark}"/>
    <circle cx="520" cy="212" r="22" fill="#cbd5e1" stroke="#64748b" stroke-width="3"/>
    <circle cx="520" cy="212" r="7" fill="#475569"/>
  </g>`;
};

/** A ruled sheet with a few lines of handwriting and a fountain pen across it. */
export const penAndPaper: Drawing = (tone) => {
  const rules = Array.from({ length: 11 }, (_, index) => line(236, 252 + index * 34, 564, 252 + index * 34, '#bfdbfe', 2.5)).join('');
  const lengths = [290, 240, 270, 180, 0, 280, 250, 210];
  const writing = lengths
    .map((length, index) => (length ? scribble(292, 244 + index * 34, length - 20, 7, '#1e3a8a', 4) : ''))
    .join('');
  return `<defs>${fade('pp-sheet', '#ffffff', '#eef2f7')}${toneFade('pp-pen', tone, 0.45)}${fade('pp-nib', '#fde68a', '#b7791f', [0, 0, 1, 0])}</defs>
  ${shadow(410, 640, 230, 20)}
  <g transform="rotate(-6 400 400)">
    <path d="M 220 160 L 540 160 L 580 200 L 580 640 L 220 640 Z" fill="url(#pp-sheet)"/>
    <path d="M 540 160 L 540 200 L 580 200 Z" fill="#d5dce6"/>
    ${rules}
    ${line(278, 200, 278, 620, '#fca5a5', 3)}
    ${writing}
  </g>
  <g transform="translate(520 430) rotate(-58)">
    <rect x="-30" y="-19" width="150" height="38" rx="12" fill="#1f2937"/>
    <rect x="-230" y="-22" width="230" height="44" rx="22" fill="url(#pp-pen)"/>
    <rect x="-40" y="-23" width="14" height="46" fill="#e5c07b"/>
    <rect x="-215" y="-30" width="110" height="9" rx="4.5" fill="#e5c07b"/>
    <circle cx="-110" cy="-25" r="7" fill="#e5c07b"/>
    <path d="M 120 -15 L 200 0 L 120 15 Z" fill="url(#pp-nib)"/>
    ${line(150, 0, 196, 0, '#7c5a12', 2)}
  </g>`;
};

/** A chalkboard on an easel with a graph and a triangle drawn on it. */
export const blackboard: Drawing = () => {
  const chalk = '#f8fafc';
  return `<defs>${fade('bb-board', '#35695a', '#234a3f')}${fade('bb-wood', '#c48a3a', '#8a5a1c')}</defs>
  ${shadow(400, 652, 230, 18)}
  ${line(400, 150, 400, 600, '#6b4219', 16)}
  ${line(370, 170, 250, 648, '#8a5a1c', 18)}
  ${line(430, 170, 550, 648, '#8a5a1c', 18)}
  <rect x="160" y="190" width="480" height="340" rx="12" fill="url(#bb-wood)"/>
  <rect x="180" y="210" width="440" height="300" rx="4" fill="url(#bb-board)"/>
  <ellipse cx="300" cy="300" rx="90" ry="40" fill="#ffffff" fill-opacity="0.05"/>
  <ellipse cx="520" cy="440" rx="80" ry="30" fill="#ffffff" fill-opacity="0.05"/>
  <g fill="none" stroke="${chalk}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9">
    <path d="M 220 460 L 380 460 M 236 250 L 236 476" stroke-width="5"/>
    <path d="M 250 270 Q 305 560 368 270" stroke-width="5"/>
    <path d="M 430 460 L 580 460 L 430 320 Z" stroke-width="5"/>
    <path d="M 430 438 L 452 438 L 452 460" stroke-width="4"/>
  </g>
  ${scribble(430, 262, 120, 6, chalk, 4)}
  ${scribble(430, 292, 80, 6, chalk, 4)}
  <rect x="170" y="526" width="460" height="16" rx="4" fill="#6b4219"/>
  <rect x="230" y="514" width="46" height="12" rx="5" fill="#f8fafc"/>
  <rect x="520" y="506" width="64" height="20" rx="4" fill="#374151"/>
  <rect x="520" y="506" width="64" height="8" rx="3" fill="#d1d5db"/>`;
};
