/** What a fresh embedded database is filled with, so a first start shows a living marketplace. */

/** The product categories the demo fills; each has its own kind of drawing (see pictures/choose.ts). */
export const DEMO_CATEGORIES = ['Books', 'Electronics', 'Furniture', 'Sports', 'Fashion', 'Stationery'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/**
 * Nobody can sign in as them: no password, no Google subject. The first three sell; everyone talks in the
 * chat and organises events.
 */
export const DEMO_MEMBERS = [
  { key: 'ananya', name: 'Ananya Iyer', email: 'ananya.iyer@demo.campus', phone: '+91 98450 12345' },
  { key: 'rohan', name: 'Rohan Mehta', email: 'rohan.mehta@demo.campus', phone: '+91 99200 67890' },
  { key: 'priya', name: 'Priya Nair', email: 'priya.nair@demo.campus', phone: '+91 94470 24680' },
  { key: 'karthik', name: 'Karthik Rao', email: 'karthik.rao@demo.campus', phone: '+91 90080 13579' },
  { key: 'sneha', name: 'Sneha Kulkarni', email: 'sneha.kulkarni@demo.campus', phone: '+91 98220 97531' },
] as const;

export type DemoMemberKey = (typeof DEMO_MEMBERS)[number]['key'];

export interface DemoProduct {
  name: string;
  slug: string;
  description: string;
  /** Rupees. */
  price: number;
  quantity: number;
  category: DemoCategory;
  seller: DemoMemberKey;
  shipping: boolean;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Engineering Mathematics by B.S. Grewal',
    slug: 'engineering-mathematics-grewal',
    description: '44th edition, a few pencil notes in the integration chapters. Perfect for first-year exams.',
    price: 450,
    quantity: 2,
    category: 'Books',
    seller: 'ananya',
    shipping: false,
  },
  {
    name: 'Concepts of Physics (H.C. Verma), both volumes',
    slug: 'concepts-of-physics-hc-verma',
    description: 'Volumes 1 and 2, clean pages, solved examples flagged. Pick up near the library.',
    price: 600,
    quantity: 1,
    category: 'Books',
    seller: 'priya',
    shipping: true,
  },
  {
    name: 'Casio fx-991ES Plus calculator',
    slug: 'casio-fx-991es-plus',
    description: 'Allowed in university exams. Works perfectly, comes with its hard cover.',
    price: 750,
    quantity: 3,
    category: 'Electronics',
    seller: 'rohan',
    shipping: true,
  },
  {
    name: 'Boat Rockerz 450 headphones',
    slug: 'boat-rockerz-450',
    description: 'Bluetooth, about 15 hours of battery. Ear cushions replaced last month.',
    price: 899.5,
    quantity: 1,
    category: 'Electronics',
    seller: 'ananya',
    shipping: true,
  },
  {
    name: 'Foldable study table',
    slug: 'foldable-study-table',
    description: 'Wooden top, folds flat under the hostel bed. Fits a laptop and two books.',
    price: 1200,
    quantity: 1,
    category: 'Furniture',
    seller: 'rohan',
    shipping: false,
  },
  {
    name: 'Cosco cricket bat (Kashmir willow)',
    slug: 'cosco-cricket-bat',
    description: 'Full size, knocked in and oiled. Used for one inter-hostel season.',
    price: 1100,
    quantity: 0,
    category: 'Sports',
    seller: 'priya',
    shipping: false,
  },
  {
    name: 'Yonex badminton racket',
    slug: 'yonex-badminton-racket',
    description: 'Muscle Power 29, freshly strung at 24 lbs, with a full cover.',
    price: 1350,
    quantity: 2,
    category: 'Sports',
    seller: 'rohan',
    shipping: true,
  },
  {
    name: 'College hoodie (size M)',
    slug: 'college-hoodie-m',
    description: 'Navy blue fest hoodie, worn twice. Warm enough for early-morning labs.',
    price: 499,
    quantity: 4,
    category: 'Fashion',
    seller: 'ananya',
    shipping: true,
  },
  {
    name: 'Engineering drawing kit',
    slug: 'engineering-drawing-kit',
    description: 'Mini drafter, compass set, set squares and a roller scale. Everything first year needs.',
    price: 350,
    quantity: 5,
    category: 'Stationery',
    seller: 'priya',
    shipping: false,
  },
];
