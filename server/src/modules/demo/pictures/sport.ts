import { line, linear, radial, shadow, type Drawing } from './svg';
import { fade, toneFade } from './gradients';

/** A badminton racket with a shuttlecock beside it. */
export const racket: Drawing = (tone) => {
  const strings = [
    ...Array.from({ length: 11 }, (_, index) => line(-80 + index * 16, -300, -80 + index * 16, -40, '#f8fafc', 2.5)),
    ...Array.from({ length: 15 }, (_, index) => line(-100, -282 + index * 16, 100, -282 + index * 16, '#f8fafc', 2.5)),
  ].join('');
  const feathers = [-36, -18, 0, 18, 36].map((x) => line(x * 0.4, -12, x, -118, '#cbd5e1', 2)).join('');
  return `<defs><clipPath id="rk-head"><ellipse cx="0" cy="-170" rx="88" ry="118"/></clipPath>${fade('rk-shaft', '#f1f5f9', '#94a3b8', [0, 0, 1, 0])}</defs>
  ${shadow(420, 640, 240, 20)}
  <g transform="translate(360 425) rotate(28)">
    <g clip-path="url(#rk-head)" stroke-opacity="0.9">${strings}</g>
    <ellipse cx="0" cy="-170" rx="95" ry="125" fill="none" stroke="${tone.base}" stroke-width="15"/>
    <ellipse cx="0" cy="-170" rx="95" ry="125" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="4" stroke-dasharray="90 60"/>
    <path d="M -34 -54 Q -4 -30 -4 2 L 4 2 Q 4 -30 34 -54" fill="${tone.base}" stroke="${tone.base}" stroke-width="8" stroke-linejoin="round"/>
    <rect x="-5" y="-4" width="10" height="152" fill="url(#rk-shaft)"/>
    <rect x="-17" y="140" width="34" height="150" rx="12" fill="#1f2937"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((index) => line(-15, 152 + index * 20, 15, 164 + index * 20, '#ffffff', 3, ' stroke-opacity="0.18"')).join('')}
    <ellipse cx="0" cy="290" rx="19" ry="8" fill="${tone.dark}"/>
  </g>
  <g transform="translate(585 560) rotate(-38)">
    <path d="M -22 -12 L 22 -12 L 56 -118 L -56 -118 Z" fill="#ffffff" fill-opacity="0.96" stroke="#cbd5e1" stroke-width="2"/>
    ${feathers}
    ${line(-30, -50, 30, -50, tone.dark, 3)}${line(-41, -84, 41, -84, tone.dark, 3)}
    <ellipse cx="0" cy="-118" rx="56" ry="10" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="2"/>
    <rect x="-24" y="-16" width="48" height="14" rx="3" fill="${tone.base}"/>
    <path d="M -24 -2 A 24 24 0 0 0 24 -2 Z" fill="#fef3c7"/>
  </g>`;
};

/** A cricket bat with a leather ball. */
export const cricketBat: Drawing = (tone) => {
  const grip = Array.from({ length: 12 }, (_, index) => line(-13, -292 + index * 14, 13, -292 + index * 14, '#ffffff', 2, ' stroke-opacity="0.14"')).join('');
  return `<defs>${linear('cb-wood', [
    [0, '#c99a55'],
    [0.5, '#f6dcaa'],
    [1, '#d2a465'],
  ], [0, 0, 1, 0])}${radial('cb-ball', [
    [0, '#f87171'],
    [0.6, '#b91c1c'],
    [1, '#6b1010'],
  ], [0.35, 0.3, 0.7])}</defs>
  ${shadow(420, 640, 250, 20)}
  <g transform="translate(370 425) rotate(-30) scale(0.93)">
    <rect x="-13" y="-306" width="26" height="180" rx="12" fill="#1f2937"/>
    ${grip}
    <path d="M -14 -140 Q -50 -130 -55 -100 L -55 250 Q -55 282 -25 284 L 25 284 Q 55 282 55 250 L 55 -100 Q 50 -130 14 -140 Z" fill="url(#cb-wood)"/>
    ${line(0, -110, 0, 260, '#ffffff', 4, ' stroke-opacity="0.35"')}
    <rect x="-55" y="-72" width="110" height="34" fill="${tone.base}"/>
    <rect x="-55" y="-34" width="110" height="8" fill="${tone.dark}"/>
    <rect x="-55" y="196" width="110" height="22" fill="${tone.base}" fill-opacity="0.85"/>
  </g>
  <circle cx="575" cy="555" r="56" fill="url(#cb-ball)"/>
  <path d="M 532 520 Q 578 552 612 598" fill="none" stroke="#fde68a" stroke-width="3" stroke-dasharray="6 5"/>
  <path d="M 540 510 Q 588 544 622 588" fill="none" stroke="#fde68a" stroke-width="3" stroke-dasharray="6 5"/>
  <ellipse cx="556" cy="530" rx="14" ry="9" fill="#ffffff" fill-opacity="0.35" transform="rotate(-30 556 530)"/>`;
};

/** A basketball: the sports ball anyone recognises from its lines alone. */
export const ball: Drawing = () => `<defs>${radial('bl-skin', [
  [0, '#fdba74'],
  [0.55, '#f97316'],
  [1, '#9a3412'],
], [0.38, 0.32, 0.75])}<clipPath id="bl-round"><circle cx="400" cy="390" r="190"/></clipPath></defs>
  ${shadow(400, 606, 190, 24)}
  <circle cx="400" cy="390" r="190" fill="url(#bl-skin)"/>
  <g clip-path="url(#bl-round)" fill="none" stroke="#3b1d0c" stroke-width="9" transform="rotate(22 400 390)">
    <path d="M 400 190 C 420 300, 420 480, 400 590"/>
    <path d="M 200 390 C 300 370, 500 370, 600 390"/>
    <path d="M 262 248 C 336 318, 336 462, 262 532"/>
    <path d="M 538 248 C 464 318, 464 462, 538 532"/>
  </g>
  <ellipse cx="330" cy="300" rx="54" ry="30" fill="#ffffff" fill-opacity="0.22" transform="rotate(-35 330 300)"/>`;

/** A dumbbell: fitness coaching. */
export const dumbbell: Drawing = (tone) => {
  const plates = (outer: number, inner: number, collar: number, cap: number) => `
    <rect x="${cap}" y="402" width="20" height="52" rx="6" fill="url(#db-metal)"/>
    <rect x="${outer}" y="296" width="44" height="264" rx="16" fill="url(#db-plate)"/>
    <rect x="${outer + 8}" y="306" width="8" height="244" rx="4" fill="#ffffff" fill-opacity="0.22"/>
    <rect x="${inner}" y="324" width="36" height="208" rx="14" fill="${tone.dark}"/>
    <rect x="${collar}" y="396" width="20" height="64" rx="6" fill="url(#db-metal)"/>`;
  const knurl = Array.from({ length: 18 }, (_, index) => line(332 + index * 8, 414, 332 + index * 8, 442, '#6b7280', 2, ' stroke-opacity="0.6"')).join('');
  return `<defs>${linear('db-metal', [
    [0, '#f8fafc'],
    [0.5, '#9ca3af'],
    [1, '#e5e7eb'],
  ])}${toneFade('db-plate', tone, 0.4, [0, 0, 1, 0])}</defs>
  ${shadow(400, 612, 260, 22)}
  <g transform="rotate(-12 400 428)">
    <rect x="200" y="412" width="400" height="32" rx="8" fill="url(#db-metal)"/>
    ${knurl}
    ${plates(186, 230, 266, 166)}
    ${plates(570, 534, 514, 614)}
  </g>`;
};

/** A wheel: tyre, rim and spokes around (cx, cy). */
function wheel(cx: number, cy: number): string {
  const spokes = Array.from({ length: 18 }, (_, index) => {
    const angle = (index / 18) * Math.PI * 2;
    return line(cx, cy, +(cx + 104 * Math.cos(angle)).toFixed(1), +(cy + 104 * Math.sin(angle)).toFixed(1), '#cbd5e1', 2);
  }).join('');
  return `${spokes}
    <circle cx="${cx}" cy="${cy}" r="108" fill="none" stroke="#9ca3af" stroke-width="7"/>
    <circle cx="${cx}" cy="${cy}" r="122" fill="none" stroke="#1f2937" stroke-width="20"/>
    <circle cx="${cx}" cy="${cy}" r="12" fill="#6b7280"/>`;
}

/** A city bicycle from the side. */
export const bicycle: Drawing = (tone) => {
  const frame = (x1: number, y1: number, x2: number, y2: number) => line(x1, y1, x2, y2, tone.base, 15);
  return `${shadow(400, 612, 300, 18)}
  ${wheel(228, 470)}
  ${wheel(572, 470)}
  ${line(394, 478, 228, 470, '#374151', 4)}
  ${frame(228, 470, 392, 480)}
  ${frame(228, 470, 352, 300)}
  ${frame(352, 300, 392, 480)}
  ${frame(352, 300, 520, 304)}
  ${frame(392, 480, 528, 340)}
  ${frame(518, 296, 530, 344)}
  ${frame(530, 344, 572, 470)}
  ${line(346, 300, 338, 258, '#9ca3af', 9)}
  <path d="M 290 250 C 310 238, 366 240, 380 252 C 372 266, 320 268, 290 262 Z" fill="#1f2937"/>
  ${line(518, 298, 512, 258, '#9ca3af', 9)}
  <path d="M 512 258 C 500 248, 478 246, 462 252" fill="none" stroke="#374151" stroke-width="9" stroke-linecap="round"/>
  ${line(462, 252, 440, 256, '#111827', 14)}
  <circle cx="392" cy="480" r="30" fill="none" stroke="#4b5563" stroke-width="7"/>
  <circle cx="392" cy="480" r="8" fill="#4b5563"/>
  ${line(392, 480, 430, 540, '#6b7280', 9)}
  <rect x="414" y="536" width="34" height="10" rx="4" fill="#111827"/>`;
};
