import { SERVICE_CATEGORIES } from '@campus/shared/contract';
import { eventCalendar, guitar, palette, toolbox } from './activity';
import { chair, deskLamp, studyTable } from './home';
import { ball, bicycle, cricketBat, dumbbell, racket } from './sport';
import { blackboard, books, calculator, drawingKit, penAndPaper } from './study';
import type { Drawing } from './svg';
import { camera, headphones, laptopDrawing, laptopRepair } from './tech';
import { blazer, hoodie, tShirt } from './wear';

/** Each category's picture, by its name in lower case: the product and rent categories' typical object, the services' activity. */
const BY_CATEGORY: Record<string, Drawing> = {
  books,
  electronics: headphones,
  furniture: chair,
  sports: ball,
  'sports equipment': ball,
  fashion: tShirt,
  stationery: penAndPaper,
  transport: bicycle,
  tutoring: blackboard,
  'event management': eventCalendar,
  photography: camera,
  'graphic design': palette,
  'technical support': laptopRepair,
  'fitness coaching': dumbbell,
  'music lessons': guitar,
  'content writing': penAndPaper,
  other: toolbox,
};

/**
 * Objects a name can name more precisely than its category ("Casio calculator" is Electronics, but not
 * headphones). Checked in order, so "desk lamp" is a lamp before it is a desk.
 */
const BY_NAME: [RegExp, Drawing][] = [
  [/\b(calculator|casio)\b/, calculator],
  [/\b(head ?phones?|headset|earphones?)\b/, headphones],
  [/\b(laptop|macbook|chromebook)\b/, laptopDrawing],
  [/\b(camera|dslr|mirrorless)\b/, camera],
  [/\b(racket|racquet|badminton|shuttlecocks?)\b/, racket],
  [/\b(cricket|bat)\b/, cricketBat],
  [/\b(dumbbells?|kettlebell|weights)\b/, dumbbell],
  [/\b(balls?|football|basketball|volleyball)\b/, ball],
  [/\b(bicycle|cycle|bike)\b/, bicycle],
  [/\blamp\b/, deskLamp],
  [/\b(table|desk)\b/, studyTable],
  [/\b(chair|stool)\b/, chair],
  [/\b(hoodie|sweatshirt)\b/, hoodie],
  [/\b(blazer|suit|jacket|coat)\b/, blazer],
  [/\b(t-?shirt|tee|jersey)\b/, tShirt],
  [/\bguitar\b/, guitar],
  [/\b(drawing|compass|geometry|drafter)\b/, drawingKit],
  [/\b(text)?books?\b/, books],
  [/\b(pen|pens|notebook)\b/, penAndPaper],
];

const ACTIVITIES = new Set<string>(SERVICE_CATEGORIES.map((category) => category.toLowerCase()));

/**
 * What a demo listing's photo shows. A service shows its category's activity, whatever it is called; a
 * product or a rent item the object its name names, else its category's typical object; anything else a toolbox.
 */
export function drawingFor(name: string, category: string): Drawing {
  const categoryKey = category.toLowerCase();
  const ofCategory = BY_CATEGORY[categoryKey];
  if (ofCategory && ACTIVITIES.has(categoryKey)) return ofCategory;
  const lowerName = name.toLowerCase();
  const named = BY_NAME.find(([words]) => words.test(lowerName));
  return named?.[1] ?? ofCategory ?? toolbox;
}
