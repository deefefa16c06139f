import { RENT_CATEGORIES, SERVICE_CATEGORIES } from '@campus/shared/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './data';
import { demoPhotoSvg } from './photo-svg';
import { eventCalendar, guitar, palette, toolbox } from './pictures/activity';
import { drawingFor } from './pictures/choose';
import { chair, studyTable } from './pictures/home';
import { ball, bicycle, cricketBat, dumbbell, racket } from './pictures/sport';
import { blackboard, books, calculator, drawingKit, penAndPaper } from './pictures/study';
import { camera, headphones, laptopDrawing, laptopRepair } from './pictures/tech';
import { blazer, hoodie, tShirt } from './pictures/wear';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES } from './rentals-data';

const LISTINGS = [...DEMO_PRODUCTS, ...DEMO_RENT_PRODUCTS, ...DEMO_SERVICES];
const ALL_CATEGORIES = [...new Set<string>([...DEMO_CATEGORIES, ...RENT_CATEGORIES, ...SERVICE_CATEGORIES])];

describe('demo listing pictures', () => {
  it('are drawings made of shapes only: no text, no fonts, nothing fetched', () => {
    for (const item of [...LISTINGS, ...ALL_CATEGORIES.map((category) => ({ name: 'Anything', category }))]) {
      const svg = demoPhotoSvg(item.name, item.category).toString();
      expect(svg, item.name).toMatch(/^<svg [^>]*width="800" height="800"/);
      expect(svg, item.name).not.toMatch(/<text|<tspan|font-|<image|href=|url\((?!#)/);
      expect(svg, item.name).toMatch(/<path |<polygon /);
    }
  });

  it('show each category its own object, and services their activity', () => {
    const expected: Record<string, unknown> = {
      Books: books,
      Electronics: headphones,
      Furniture: chair,
      Sports: ball,
      'Sports Equipment': ball,
      Fashion: tShirt,
      Stationery: penAndPaper,
      Transport: bicycle,
      Tutoring: blackboard,
      'Event Management': eventCalendar,
      Photography: camera,
      'Graphic Design': palette,
      'Technical Support': laptopRepair,
      'Fitness Coaching': dumbbell,
      'Music Lessons': guitar,
      'Content Writing': penAndPaper,
      Other: toolbox,
    };
    expect(Object.fromEntries(ALL_CATEGORIES.map((category) => [category, drawingFor('Something to lend', category)]))).toEqual(expected);
    // Same name, other category: another picture.
    expect(demoPhotoSvg('Something to lend', 'Books').toString()).not.toBe(demoPhotoSvg('Something to lend', 'Fashion').toString());
  });

  it('pick the object a name names over its category, but never for a service', () => {
    const picks: [string, string, unknown][] = [
      ['Casio fx-991ES Plus calculator', 'Electronics', calculator],
      ['Boat Rockerz 450 headphones', 'Electronics', headphones],
      ['Dell Inspiron laptop', 'Electronics', laptopDrawing],
      ['Canon EOS 1500D DSLR kit', 'Electronics', camera],
      ['Yonex badminton racket', 'Sports', racket],
      ['Cosco cricket bat (Kashmir willow)', 'Sports', cricketBat],
      ['Foldable study table', 'Furniture', studyTable],
      ['College hoodie (size M)', 'Fashion', hoodie],
      ['Formal blazer, size M', 'Fashion', blazer],
      ['Engineering drawing kit', 'Stationery', drawingKit],
      ['Laptop repair and setup', 'Technical Support', laptopRepair],
      ['Calculus and linear algebra tutoring', 'Tutoring', blackboard],
    ];
    expect(picks.map(([name, category]) => drawingFor(name, category))).toEqual(picks.map(([, , drawing]) => drawing));
  });

  it('are the same for the same item every time, and vary from item to item', () => {
    const [first, second] = DEMO_PRODUCTS.filter((product) => product.category === 'Books');
    if (!first || !second) throw new Error('two demo books expected');
    expect(demoPhotoSvg(first.name, first.category).equals(demoPhotoSvg(first.name, first.category))).toBe(true);
    const background = (name: string) => /<stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(demoPhotoSvg(name, 'Books').toString())?.[1];
    expect(new Set(LISTINGS.map((item) => background(item.name))).size).toBeGreaterThanOrEqual(5);
  });

  // How long rendering takes is measured, not asserted (about 0.2 s for all of them on two busy cores).
  it('render with sharp at their full size, every one of them', async () => {
    const rendered = await Promise.all(LISTINGS.map((item) => sharp(demoPhotoSvg(item.name, item.category)).raw().toBuffer({ resolveWithObject: true })));
    expect(rendered.every(({ info }) => info.width === 800 && info.height === 800)).toBe(true);
  });
});
