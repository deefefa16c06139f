import { line, radial, shadow, type Drawing } from './svg';
import { fade, toneFade } from './gradients';

/** A beamed pair of eighth notes, drawn (not typed) at (x, y). */
function notes(x: number, y: number, colour: string, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">
    <ellipse cx="0" cy="60" rx="17" ry="12" transform="rotate(-22 0 60)"/>
    <ellipse cx="60" cy="48" rx="17" ry="12" transform="rotate(-22 60 48)"/>
    <rect x="11" y="-8" width="6" height="66"/>
    <rect x="71" y="-20" width="6" height="66"/>
    <polygon points="11,-8 77,-20 77,-6 11,6"/>
  </g>`;
}

/** An acoustic guitar with music notes around it. */
export const guitar: Drawing = (tone) => {
  const frets = Array.from({ length: 12 }, (_, index) => line(-16, -366 + index * 24, 16, -366 + index * 24, '#d1d5db', 2.5)).join('');
  const dots = [2, 4, 6, 8].map((fret) => `<circle cx="0" cy="${-354 + fret * 24 + 12}" r="4" fill="#f5f0e1"/>`).join('');
  const strings = Array.from({ length: 6 }, (_, index) => line(-11 + index * 4.4, -388, -13 + index * 5.2, 186, '#f8fafc', 1.6, ' stroke-opacity="0.9"')).join('');
  const pegs = [-452, -430, -408]
    .map((y) => `<rect x="-44" y="${y - 5}" width="16" height="10" rx="4" fill="#e5e7eb"/><rect x="28" y="${y - 5}" width="16" height="10" rx="4" fill="#e5e7eb"/>`)
    .join('');
  return `<defs>${radial('gt-body', [
    [0, '#f6c177'],
    [0.6, '#d9822b'],
    [1, '#7c3f12'],
  ], [0.5, 0.62, 0.62])}</defs>
  ${shadow(380, 650, 220, 18)}
  ${notes(170, 180, tone.dark, 1)}
  ${notes(590, 520, tone.base, 0.8)}
  <g transform="translate(400 400) rotate(38) scale(0.8) translate(0 95)">
    <path d="M -20 -390 L -32 -470 Q 0 -486 32 -470 L 20 -390 Z" fill="#3b1d0c"/>
    ${pegs}
    <rect x="-19" y="-392" width="38" height="300" fill="#5b3514"/>
    <rect x="-16" y="-390" width="32" height="300" fill="#2a1608"/>
    ${frets}${dots}
    <rect x="-17" y="-394" width="34" height="7" fill="#f5f0e1"/>
    <path d="M 0 -115 C 60 -115, 100 -80, 98 -25 C 96 20, 70 40, 78 70 C 88 100, 125 120, 122 175 C 118 250, 60 280, 0 280 C -60 280, -118 250, -122 175 C -125 120, -88 100, -78 70 C -70 40, -96 20, -98 -25 C -100 -80, -60 -115, 0 -115 Z" fill="url(#gt-body)" stroke="#fdf2e0" stroke-width="5"/>
    <rect x="-16" y="-115" width="32" height="90" fill="#2a1608"/>
    <circle cx="0" cy="34" r="54" fill="none" stroke="${tone.base}" stroke-width="4"/>
    <circle cx="0" cy="34" r="47" fill="none" stroke="#fdf2e0" stroke-width="4"/>
    <circle cx="0" cy="34" r="40" fill="#2a1608"/>
    <rect x="-52" y="176" width="104" height="18" rx="6" fill="#3b1d0c"/>
    ${strings}
  </g>`;
};

/** A balloon on a string whose end is at (toX, toY). */
function balloon(cx: number, cy: number, rx: number, ry: number, colour: string, toX: number, toY: number): string {
  const knot = cy + ry;
  return `<path d="M ${cx} ${knot + 8} C ${cx - 30} ${knot + 80}, ${toX + 30} ${toY - 100}, ${toX} ${toY}" fill="none" stroke="#64748b" stroke-width="2.5"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colour}"/>
  <polygon points="${cx - 8},${knot + 10} ${cx + 8},${knot + 10} ${cx},${knot - 2}" fill="${colour}"/>
  <ellipse cx="${cx - rx * 0.35}" cy="${cy - ry * 0.38}" rx="${rx * 0.18}" ry="${ry * 0.26}" fill="#ffffff" fill-opacity="0.45" transform="rotate(-25 ${cx - rx * 0.35} ${cy - ry * 0.38})"/>`;
}

/** A wall calendar with a day circled, and balloons: an event being planned. */
export const eventCalendar: Drawing = (tone) => {
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 7; column += 1) {
      const fill = row === 4 && column > 2 ? '#f8fafc' : column === 6 ? '#fde2e2' : '#e2e8f0';
      cells.push(`<rect x="${190 + column * 44}" y="${346 + row * 44}" width="36" height="36" rx="6" fill="${fill}"/>`);
    }
  }
  const rings = [232, 296, 364, 428].map((x) => `<circle cx="${x + 6}" cy="252" r="8" fill="#1f2937" fill-opacity="0.5"/><rect x="${x}" y="206" width="12" height="50" rx="6" fill="#475569"/>`).join('');
  const confetti: [number, number, number, string][] = [
    [150, 180, 20, '#f59e0b'],
    [250, 146, -30, '#ef4444'],
    [520, 160, 40, '#22c55e'],
    [700, 470, -20, '#3b82f6'],
    [150, 560, 35, '#a855f7'],
  ];
  return `${shadow(400, 640, 250, 18)}
  ${balloon(596, 216, 54, 66, '#ef4444', 572, 620)}
  ${balloon(664, 300, 48, 60, '#facc15', 576, 620)}
  ${balloon(590, 360, 50, 62, tone.base, 580, 620)}
  <g transform="translate(-20 0)">
  <rect x="176" y="238" width="340" height="384" rx="18" fill="#000000" fill-opacity="0.12"/>
  <rect x="170" y="230" width="340" height="384" rx="18" fill="#ffffff"/>
  <path d="M 170 248 Q 170 230 188 230 L 492 230 Q 510 230 510 248 L 510 320 L 170 320 Z" fill="${tone.base}"/>
  ${rings}
  ${cells.join('')}
  <path d="M 316 428 C 300 402, 330 384, 352 392 C 374 400, 376 430, 352 440 C 336 446, 318 440, 312 428" fill="none" stroke="#dc2626" stroke-width="7" stroke-linecap="round"/>
  <polygon points="${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((index) => {
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      const radius = index % 2 === 0 ? 15 : 6.5;
      return `${(420 + radius * Math.cos(angle)).toFixed(1)},${(500 + radius * Math.sin(angle)).toFixed(1)}`;
    })
    .join(' ')}" fill="#f59e0b"/>
  </g>
  ${confetti.map(([x, y, angle, colour]) => `<rect x="${x - 9}" y="${y - 4}" width="18" height="8" rx="2" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`).join('')}`;
};

/** A painter's palette with blobs of paint and a brush. */
export const palette: Drawing = (tone) => {
  const paints: [number, number, string][] = [
    [292, 350, '#ef4444'],
    [372, 282, '#facc15'],
    [466, 282, '#22c55e'],
    [540, 350, '#3b82f6'],
    [318, 542, '#a855f7'],
    [420, 560, '#f8fafc'],
  ];
  return `<defs>${fade('pl-wood', '#f1d3a1', '#c99a5b', [0, 0, 1, 1])}</defs>
  ${shadow(400, 630, 240, 20)}
  <path d="M 200 420 C 200 270, 360 200, 480 220 C 600 240, 640 330, 600 400 C 575 445, 510 430, 500 470 C 490 510, 540 540, 510 580 C 470 630, 330 630, 260 580 C 220 550, 200 490, 200 420 Z M 262 450 a 36 28 0 1 0 72 0 a 36 28 0 1 0 -72 0 Z" fill="url(#pl-wood)" fill-rule="evenodd" stroke="#a8743a" stroke-width="4"/>
  ${paints.map(([x, y, colour]) => `<path d="M ${x - 26} ${y} C ${x - 28} ${y - 26}, ${x + 22} ${y - 30}, ${x + 26} ${y - 4} C ${x + 30} ${y + 22}, ${x - 20} ${y + 30}, ${x - 26} ${y} Z" fill="${colour}"/><ellipse cx="${x - 8}" cy="${y - 10}" rx="7" ry="4" fill="#ffffff" fill-opacity="0.5"/>`).join('')}
  <g transform="translate(470 430) rotate(-52)">
    <rect x="-10" y="-11" width="250" height="22" rx="11" fill="${tone.base}"/>
    <rect x="-10" y="-11" width="250" height="7" rx="3.5" fill="#ffffff" fill-opacity="0.3"/>
    <rect x="-52" y="-13" width="46" height="26" rx="3" fill="#cbd5e1"/>
    <path d="M -52 -12 C -80 -14, -108 -6, -124 0 C -108 6, -80 14, -52 12 Z" fill="#3b82f6"/>
  </g>`;
};

/** A toolbox with a hammer and a screwdriver: a bit of everything. */
export const toolbox: Drawing = (tone) => `<defs>${toneFade('tb-box', tone, 0.3)}${fade('tb-metal', '#f1f5f9', '#94a3b8')}</defs>
  ${shadow(400, 614, 270, 22)}
  <path d="M 330 346 L 330 296 Q 330 272 354 272 L 446 272 Q 470 272 470 296 L 470 346" fill="none" stroke="#4b5563" stroke-width="18"/>
  <rect x="362" y="260" width="76" height="24" rx="12" fill="#1f2937"/>
  <rect x="190" y="378" width="420" height="222" rx="16" fill="url(#tb-box)"/>
  <rect x="190" y="470" width="420" height="12" fill="${tone.dark}" fill-opacity="0.6"/>
  <rect x="180" y="334" width="440" height="58" rx="14" fill="${tone.base}"/>
  <rect x="192" y="340" width="416" height="12" rx="6" fill="#ffffff" fill-opacity="0.25"/>
  <rect x="248" y="376" width="42" height="44" rx="6" fill="url(#tb-metal)"/>
  <rect x="510" y="376" width="42" height="44" rx="6" fill="url(#tb-metal)"/>
  <g transform="translate(250 590) rotate(-18)">
    <rect x="-70" y="-9" width="200" height="18" rx="9" fill="#c68a43"/>
    <path d="M 131 -28 Q 130 -66 100 -84" fill="none" stroke="#64748b" stroke-width="24" stroke-linecap="round"/>
    <path d="M 131 -28 Q 130 -66 100 -84" fill="none" stroke="#cbd5e1" stroke-width="18" stroke-linecap="round"/>
    <rect x="110" y="-36" width="42" height="72" rx="6" fill="url(#tb-metal)" stroke="#64748b" stroke-width="3"/>
    <rect x="114" y="34" width="34" height="24" rx="5" fill="url(#tb-metal)" stroke="#64748b" stroke-width="3"/>
  </g>
  <g transform="translate(600 560) rotate(28)">
    <rect x="-6" y="-170" width="12" height="120" fill="url(#tb-metal)"/>
    <path d="M -6 -170 L 0 -184 L 6 -170 Z" fill="#64748b"/>
    <rect x="-17" y="-56" width="34" height="100" rx="14" fill="#facc15"/>
    ${line(-6, -40, -6, 30, '#ca8a04', 3)}${line(6, -40, 6, 30, '#ca8a04', 3)}
  </g>`;
