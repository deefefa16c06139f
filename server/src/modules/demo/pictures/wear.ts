import { line, shadow, type Drawing, type Tone } from './svg';
import { fade, toneFade } from './gradients';

const cloth = (id: string, tone: Tone) => toneFade(id, tone, 0.35, [0, 0, 0.6, 1]);

/** A T-shirt laid flat. */
export const tShirt: Drawing = (tone) => `<defs>${cloth('ts-cloth', tone)}</defs>
  ${shadow(400, 640, 200, 16)}
  <path d="M 348 188 C 370 222, 430 222, 452 188 L 530 208 C 560 218, 610 258, 644 292 L 590 372 L 548 342 L 552 628 C 450 640, 350 640, 248 628 L 252 342 L 210 372 L 156 292 C 190 258, 240 218, 270 208 Z" fill="url(#ts-cloth)"/>
  <path d="M 348 188 C 370 222, 430 222, 452 188 C 430 200, 370 200, 348 188 Z" fill="${tone.dark}"/>
  <path d="M 348 188 C 370 222, 430 222, 452 188" fill="none" stroke="${tone.dark}" stroke-width="12"/>
  ${line(584, 362, 634, 288, tone.dark, 4, ' stroke-opacity="0.5"')}${line(216, 362, 166, 288, tone.dark, 4, ' stroke-opacity="0.5"')}
  <path d="M 252 604 C 350 616, 450 616, 548 604" fill="none" stroke="${tone.dark}" stroke-width="4" stroke-opacity="0.5"/>
  <circle cx="400" cy="340" r="46" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M 372 352 L 392 318 L 406 340 L 416 326 L 432 352 Z" fill="${tone.base}"/>`;

/** A college hoodie: hood, drawstrings and the front pocket. */
export const hoodie: Drawing = (tone) => `<defs>${cloth('hd-cloth', tone)}</defs>
  ${shadow(400, 640, 240, 18)}
  <path d="M 296 232 C 282 150, 340 112, 400 112 C 460 112, 518 150, 504 232 Z" fill="${tone.dark}"/>
  <path d="M 326 226 C 320 170, 356 146, 400 146 C 444 146, 480 170, 474 226 Z" fill="#1f2233" fill-opacity="0.75"/>
  <path d="M 330 204 C 360 222, 440 222, 470 204 L 512 214 C 562 228, 592 262, 606 322 L 642 566 L 584 580 L 550 368 L 550 604 L 250 604 L 250 368 L 216 580 L 158 566 L 194 322 C 208 262, 238 228, 288 214 Z" fill="url(#hd-cloth)"/>
  <path d="M 300 212 C 330 262, 380 276, 400 276 C 420 276, 470 262, 500 212 C 470 236, 430 246, 400 246 C 370 246, 330 236, 300 212 Z" fill="${tone.dark}"/>
  ${line(378, 266, 372, 360, '#f8fafc', 5)}${line(422, 266, 428, 360, '#f8fafc', 5)}
  <rect x="366" y="356" width="12" height="20" rx="4" fill="#cbd5e1"/><rect x="422" y="356" width="12" height="20" rx="4" fill="#cbd5e1"/>
  <path d="M 296 468 L 504 468 L 530 566 L 270 566 Z" fill="${tone.dark}" fill-opacity="0.35"/>
  <path d="M 296 468 L 270 566 M 504 468 L 530 566" stroke="${tone.dark}" stroke-width="6"/>
  <rect x="248" y="588" width="304" height="30" rx="6" fill="${tone.dark}"/>
  <polygon points="156,560 216,574 212,606 150,592" fill="${tone.dark}"/>
  <polygon points="644,560 584,574 588,606 650,592" fill="${tone.dark}"/>
  ${line(250, 370, 250, 590, tone.dark, 4, ' stroke-opacity="0.45"')}${line(550, 370, 550, 590, tone.dark, 4, ' stroke-opacity="0.45"')}`;

/** A blazer with shirt and tie, on a hanger. */
export const blazer: Drawing = (tone) => `<defs>${fade('bz-cloth', '#3b4a66', '#1b2436', [0, 0, 0.5, 1])}</defs>
  ${shadow(400, 650, 200, 16)}
  <path d="M 400 214 L 400 178 C 400 150, 436 148, 434 174" fill="none" stroke="#9ca3af" stroke-width="8" stroke-linecap="round"/>
  <path d="M 350 205 L 270 232 C 240 242, 222 268, 218 300 L 196 600 L 250 606 L 262 360 L 264 640 L 536 640 L 538 360 L 550 606 L 604 600 L 582 300 C 578 268, 560 242, 530 232 L 450 205 Z" fill="url(#bz-cloth)"/>
  <polygon points="350,205 450,205 400,420" fill="#f8fafc"/>
  <polygon points="350,205 384,214 372,244" fill="#e2e8f0"/><polygon points="450,205 416,214 428,244" fill="#e2e8f0"/>
  <polygon points="388,222 412,222 408,244 392,244" fill="${tone.dark}"/>
  <polygon points="392,244 408,244 420,372 400,400 380,372" fill="${tone.base}"/>
  ${line(394, 280, 412, 262, tone.light, 5)}${line(390, 320, 414, 296, tone.light, 5)}${line(388, 360, 416, 332, tone.light, 5)}
  <polygon points="348,205 400,430 308,300 312,262 292,256 322,222" fill="#141b29"/>
  <polygon points="452,205 400,430 492,300 488,262 508,256 478,222" fill="#141b29"/>
  <path d="M 400 430 L 400 612 C 400 628, 410 636, 424 640" fill="none" stroke="#0b0f18" stroke-width="4"/>
  <circle cx="412" cy="470" r="9" fill="#0b0f18"/><circle cx="412" cy="536" r="9" fill="#0b0f18"/>
  <rect x="284" y="520" width="78" height="12" rx="3" fill="#0b0f18" fill-opacity="0.6"/>
  <rect x="438" y="520" width="78" height="12" rx="3" fill="#0b0f18" fill-opacity="0.6"/>
  <polygon points="452,314 474,296 494,314" fill="${tone.light}"/>
  <rect x="448" y="312" width="52" height="8" rx="2" fill="#0b0f18" fill-opacity="0.6"/>
  ${line(262, 360, 250, 600, '#0b0f18', 3, ' stroke-opacity="0.5"')}${line(538, 360, 550, 600, '#0b0f18', 3, ' stroke-opacity="0.5"')}`;
