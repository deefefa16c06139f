import { linear, radial, shadow, type Drawing, type Tone } from './svg';
import { fade, toneFade } from './gradients';

/** Over-ear headphones seen from the front. */
export const headphones: Drawing = (tone) => `<defs>${toneFade('hp-shell', tone)}${fade('hp-band', '#4b4f63', '#1f2233')}</defs>
  ${shadow(400, 640, 240, 22)}
  <path d="M 226 470 C 226 150, 574 150, 574 470" fill="none" stroke="url(#hp-band)" stroke-width="32" stroke-linecap="round"/>
  <path d="M 292 292 C 330 218, 470 218, 508 292" fill="none" stroke="#2b2e40" stroke-width="52" stroke-linecap="round"/>
  <path d="M 312 268 C 350 222, 450 222, 488 268" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="10" stroke-linecap="round"/>
  <rect x="214" y="410" width="24" height="70" rx="6" fill="#c7cad6"/>
  <rect x="562" y="410" width="24" height="70" rx="6" fill="#c7cad6"/>
  <rect x="168" y="430" width="100" height="186" rx="48" fill="url(#hp-shell)"/>
  <rect x="250" y="440" width="52" height="166" rx="24" fill="#1f2233"/>
  <rect x="532" y="430" width="100" height="186" rx="48" fill="url(#hp-shell)"/>
  <rect x="498" y="440" width="52" height="166" rx="24" fill="#1f2233"/>
  <ellipse cx="200" cy="490" rx="12" ry="38" fill="#ffffff" fill-opacity="0.3"/>
  <ellipse cx="564" cy="490" rx="12" ry="38" fill="#ffffff" fill-opacity="0.3"/>
  <circle cx="600" cy="580" r="5" fill="#4ade80"/>`;

/** The rows of keys on a laptop's base, drawn in its perspective (the base widens towards us). */
function keyboard(): string {
  const keys: string[] = [];
  const rows = 4;
  const columns = 12;
  for (let row = 0; row < rows; row += 1) {
    const top = 458 + row * 10.5;
    const bottom = top + 8;
    const edge = (y: number) => 240 - (y - 450);
    for (let column = 0; column < columns; column += 1) {
      const at = (y: number, fraction: number) => edge(y) + (800 - 2 * edge(y)) * fraction;
      const from = column / columns + 0.006;
      const to = (column + 1) / columns - 0.006;
      keys.push(
        `<polygon points="${at(top, from)},${top} ${at(top, to)},${top} ${at(bottom, to)},${bottom} ${at(bottom, from)},${bottom}" fill="#374151"/>`,
      );
    }
  }
  return keys.join('');
}

/** An open laptop; `screen` draws on its display (x 226–574, y 196–434). */
function laptop(screen: string): string {
  return `<g transform="translate(400 420) scale(1.1) translate(-400 -360)"><defs>${fade('lt-base', '#eef0f3', '#c3cad5')}</defs>
  ${shadow(400, 548, 300, 22)}
  <rect x="208" y="178" width="384" height="276" rx="18" fill="#2d3142"/>
  <circle cx="400" cy="188" r="3.5" fill="#64748b"/>
  <svg x="226" y="196" width="348" height="238" viewBox="226 196 348 238">${screen}</svg>
  <rect x="228" y="446" width="344" height="8" fill="#1f2937"/>
  <polygon points="210,452 590,452 660,522 140,522" fill="url(#lt-base)"/>
  ${keyboard()}
  <polygon points="350,504 450,504 454,516 346,516" fill="#b8c0cc"/>
  <polygon points="140,522 660,522 650,540 150,540" fill="#8d97a7"/>
  <rect x="360" y="522" width="80" height="6" rx="3" fill="#6b7482"/></g>`;
}

/** A desktop with two windows: what a laptop on sale shows. */
function desktop(tone: Tone): string {
  const bars = (x: number, y: number, widths: number[]) =>
    widths.map((width, index) => `<rect x="${x}" y="${y + index * 18}" width="${width}" height="8" rx="4" fill="#cbd5e1"/>`).join('');
  return `<defs>${fade('lt-wall', tone.light, tone.dark, [0, 0, 1, 1])}</defs>
  <rect x="226" y="196" width="348" height="238" fill="url(#lt-wall)"/>
  <rect x="250" y="222" width="196" height="134" rx="8" fill="#ffffff" fill-opacity="0.94"/>
  <rect x="250" y="222" width="196" height="22" rx="8" fill="#e2e8f0"/>
  <circle cx="264" cy="233" r="4" fill="#f87171"/><circle cx="278" cy="233" r="4" fill="#fbbf24"/><circle cx="292" cy="233" r="4" fill="#4ade80"/>
  ${bars(266, 258, [150, 120, 160, 90, 130])}
  <rect x="392" y="290" width="160" height="118" rx="8" fill="#ffffff" fill-opacity="0.9"/>
  <rect x="406" y="304" width="60" height="46" rx="6" fill="${tone.base}" fill-opacity="0.6"/>
  ${bars(476, 306, [60, 44, 52])}
  ${bars(406, 362, [130, 100])}
  <rect x="330" y="414" width="140" height="14" rx="7" fill="#ffffff" fill-opacity="0.45"/>`;
}

/** A cog-wheel outline with `teeth` teeth around (cx, cy). */
function gear(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let index = 0; index < teeth * 4; index += 1) {
    const angle = (index / (teeth * 4)) * Math.PI * 2;
    const radius = index % 4 < 2 ? outer : inner;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

/** An open-end spanner, about 420 px long, centred on the origin and lying along x. */
function wrench(): string {
  return `<defs>${linear('wr-metal', [
    [0, '#f8fafc'],
    [0.5, '#aab4c3'],
    [1, '#e2e8f0'],
  ])}<mask id="wr-jaw"><rect x="-260" y="-100" width="520" height="200" fill="#ffffff"/><rect x="150" y="-21" width="80" height="42" fill="#000000"/><circle cx="150" cy="0" r="21" fill="#000000"/></mask></defs>
  <g fill="url(#wr-metal)" stroke="#64748b" stroke-width="3">
    <rect x="-170" y="-19" width="300" height="38" rx="19"/>
    <g mask="url(#wr-jaw)"><circle cx="170" cy="0" r="54"/></g>
    <path d="M -190 -40 A 42 42 0 1 0 -190 40 A 42 42 0 1 0 -190 -40 Z M -190 -18 A 18 18 0 1 1 -190 18 A 18 18 0 1 1 -190 -18 Z" fill-rule="evenodd"/>
  </g>
  <rect x="-110" y="-6" width="180" height="12" rx="6" fill="#94a3b8" fill-opacity="0.5"/>`;
}

export const laptopDrawing: Drawing = (tone) => laptop(desktop(tone));

/** A laptop showing a cog, with a spanner across it: technical support. */
export const laptopRepair: Drawing = (tone) => `${laptop(`<rect x="226" y="196" width="348" height="238" fill="${tone.dark}"/>
  <g fill="#ffffff" fill-opacity="0.92">${gear(400, 310, 78, 60, 10)}</g>
  <circle cx="400" cy="310" r="26" fill="${tone.dark}"/>`)}
  <g transform="translate(480 560) rotate(-32)">${wrench()}</g>`;

/** A DSLR with a big lens, from the front. */
export const camera: Drawing = (tone) => {
  const ridges = Array.from({ length: 36 }, (_, index) => {
    const angle = (index / 36) * 360;
    return `<rect x="397" y="314" width="6" height="16" fill="#2a2c31" transform="rotate(${angle} 400 452)"/>`;
  }).join('');
  return `<defs>${fade('cm-body', '#3f434c', '#1c1e22')}${radial('cm-glass', [
    [0, '#4b6cb7'],
    [0.55, '#1d2b53'],
    [1, '#05070d'],
  ], [0.4, 0.4, 0.6])}</defs>
  ${shadow(400, 640, 250, 22)}
  <rect x="180" y="262" width="30" height="20" rx="6" fill="#1c1e22"/>
  <rect x="590" y="262" width="30" height="20" rx="6" fill="#1c1e22"/>
  <path d="M 330 304 L 362 226 L 478 226 L 510 304 Z" fill="url(#cm-body)"/>
  <rect x="376" y="240" width="88" height="26" rx="6" fill="#2a2d33"/>
  <rect x="218" y="270" width="72" height="36" rx="8" fill="#2a2d33"/>
  <ellipse cx="556" cy="286" rx="30" ry="12" fill="${tone.base}"/>
  <rect x="526" y="286" width="60" height="16" fill="#1c1e22"/>
  <rect x="188" y="296" width="424" height="304" rx="34" fill="url(#cm-body)"/>
  <rect x="188" y="350" width="424" height="214" fill="#202227"/>
  <rect x="530" y="296" width="82" height="304" rx="34" fill="#17181c"/>
  <rect x="188" y="300" width="424" height="22" rx="11" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="translate(400 450) scale(0.88) translate(-400 -452)">
  <circle cx="400" cy="452" r="158" fill="#131417"/>
  <circle cx="400" cy="452" r="140" fill="#3a3d44"/>
  ${ridges}
  <circle cx="400" cy="452" r="112" fill="#191a1e"/>
  <circle cx="400" cy="452" r="124" fill="none" stroke="${tone.base}" stroke-width="4"/>
  <circle cx="400" cy="452" r="88" fill="url(#cm-glass)"/>
  <circle cx="400" cy="452" r="46" fill="#0a0d16" fill-opacity="0.6"/>
  <ellipse cx="368" cy="420" rx="26" ry="16" fill="#ffffff" fill-opacity="0.55" transform="rotate(-35 368 420)"/>
  <circle cx="432" cy="488" r="9" fill="#c084fc" fill-opacity="0.5"/>
  </g>
  <circle cx="232" cy="330" r="9" fill="#ef4444" fill-opacity="0.85"/>`;
};
