import { line, linear, shadow, type Drawing } from './svg';
import { fade } from './gradients';

/** A wooden chair with a cushion, seen from the front. */
export const chair: Drawing = (tone) => `<defs>${fade('ch-wood', '#d9a35c', '#a8702c')}${fade('ch-seat', '#e6b877', '#c48a3a')}</defs>
  ${shadow(400, 640, 240, 20)}
  <rect x="250" y="160" width="26" height="446" rx="8" fill="#8a5a1c"/>
  <rect x="524" y="160" width="26" height="446" rx="8" fill="#8a5a1c"/>
  <rect x="240" y="156" width="320" height="54" rx="16" fill="url(#ch-wood)"/>
  <rect x="250" y="162" width="300" height="10" rx="5" fill="#ffffff" fill-opacity="0.2"/>
  ${[318, 389, 460].map((x) => `<rect x="${x}" y="206" width="22" height="172" fill="url(#ch-wood)"/>`).join('')}
  <rect x="262" y="370" width="276" height="24" rx="6" fill="#a8702c"/>
  <rect x="224" y="586" width="352" height="14" rx="5" fill="#7a4a16"/>
  <polygon points="236,418 564,418 606,474 194,474" fill="url(#ch-seat)"/>
  <polygon points="268,424 532,424 560,462 240,462" fill="${tone.base}" stroke="${tone.base}" stroke-width="16" stroke-linejoin="round"/>
  <polygon points="276,426 524,426 532,436 268,436" fill="#ffffff" fill-opacity="0.2"/>
  <rect x="194" y="472" width="412" height="28" rx="6" fill="#9a6424"/>
  <polygon points="206,498 240,498 234,644 212,644" fill="#b07834"/>
  <polygon points="560,498 594,498 588,644 566,644" fill="#b07834"/>`;

/** An architect's desk lamp throwing light down onto the desk. */
export const deskLamp: Drawing = (tone) => `<defs>${fade('dl-shade', tone.light, tone.dark, [0, 0, 1, 0])}${linear('dl-beam', [
  [0, '#fff3b0', 0.75],
  [1, '#fff3b0', 0],
])}</defs>
  ${shadow(370, 630, 200, 18)}
  <polygon points="459,438 631,358 700,640 430,640" fill="url(#dl-beam)"/>
  <ellipse cx="270" cy="614" rx="112" ry="24" fill="#1f2937"/>
  <ellipse cx="270" cy="602" rx="106" ry="22" fill="${tone.dark}"/>
  <ellipse cx="270" cy="596" rx="26" ry="10" fill="#374151"/>
  ${line(270, 594, 350, 400, tone.base, 18)}
  ${line(283, 580, 356, 412, '#e5e7eb', 3, ' stroke-dasharray="6 5"')}
  ${line(350, 400, 490, 282, tone.base, 16)}
  ${line(356, 384, 480, 280, '#e5e7eb', 3, ' stroke-dasharray="6 5"')}
  <circle cx="350" cy="400" r="17" fill="#374151"/>
  <circle cx="350" cy="400" r="6" fill="#9ca3af"/>
  <g transform="translate(490 282) rotate(-25)">
    <rect x="-18" y="-36" width="36" height="36" rx="8" fill="#374151"/>
    <polygon points="-34,-8 34,-8 96,128 -96,128" fill="url(#dl-shade)"/>
    <ellipse cx="0" cy="128" rx="96" ry="22" fill="#fff7cc"/>
    <ellipse cx="0" cy="122" rx="36" ry="14" fill="#ffffff"/>
    <path d="M -28 8 L -70 100" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>
  </g>
  <circle cx="490" cy="282" r="14" fill="#374151"/>`;

/** A study table with books, a mug and a little plant on it. */
export const studyTable: Drawing = (tone) => {
  const pages = [0, 1, 2].map((index) => line(354, 402 + index * 7, 368, 402 + index * 7, '#e4d8bb', 2)).join('');
  return `<defs>${fade('st-top', '#e9c08a', '#c9904a')}${fade('st-mug', '#ffffff', '#dbe2ea', [0, 0, 1, 0])}</defs>
  ${shadow(400, 652, 290, 18)}
  <rect x="200" y="440" width="18" height="172" fill="#7a4a16"/>
  <rect x="582" y="440" width="18" height="172" fill="#7a4a16"/>
  <polygon points="180,400 620,400 664,446 136,446" fill="url(#st-top)"/>
  <rect x="136" y="444" width="528" height="26" rx="4" fill="#9a6424"/>
  <rect x="440" y="470" width="190" height="54" rx="4" fill="#b07834"/>
  <rect x="512" y="492" width="46" height="10" rx="5" fill="#5b3a12"/>
  <rect x="152" y="468" width="26" height="184" rx="5" fill="#b07834"/>
  <rect x="622" y="468" width="26" height="184" rx="5" fill="#b07834"/>
  <rect x="206" y="396" width="168" height="30" rx="6" fill="#2f4b9a"/>
  <rect x="350" y="398" width="20" height="26" fill="#fdf6e3"/>
  ${pages}
  <rect x="220" y="368" width="140" height="30" rx="6" fill="${tone.base}"/>
  <rect x="236" y="368" width="10" height="30" fill="${tone.light}"/>
  <path d="M 530 370 C 566 368, 566 410, 528 408" fill="none" stroke="#dbe2ea" stroke-width="10"/>
  <rect x="468" y="352" width="66" height="76" rx="10" fill="url(#st-mug)"/>
  <rect x="468" y="376" width="66" height="14" fill="${tone.base}"/>
  <path d="M 486 338 C 476 322, 498 314, 488 296 M 512 338 C 502 322, 524 314, 514 296" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round"/>
  <g transform="translate(0 28)">
  <path d="M 572 320 C 560 290, 570 270, 586 258 C 590 282, 586 300, 578 322 Z M 588 322 C 596 290, 616 276, 636 274 C 628 296, 612 312, 592 326 Z M 578 326 C 556 308, 540 306, 530 312 C 544 326, 562 330, 578 330 Z" fill="#2f9e44"/>
  <polygon points="556,326 612,326 604,394 564,394" fill="#c2562b"/>
  <rect x="550" y="318" width="68" height="14" rx="4" fill="#d9663a"/>
  </g>`;
};
