/** What a fresh embedded database is filled with, so a first start shows a living marketplace. */

export interface DemoCategory {
  name: string;
  /** The generated photos' background. */
  colour: string;
  shape: 'circle' | 'square' | 'diamond';
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Books', colour: '#2563eb', shape: 'square' },
  { name: 'Electronics', colour: '#7c3aed', shape: 'circle' },
  { name: 'Furniture', colour: '#b45309', shape: 'square' },
  { name: 'Sports', colour: '#16a34a', shape: 'circle' },
  { name: 'Fashion', colour: '#db2777', shape: 'diamond' },
  { name: 'Stationery', colour: '#0891b2', shape: 'diamond' },
];

/** Nobody can sign in as them: no password, no Google subject. */
export const DEMO_SELLERS = [
  { key: 'ananya', name: 'Ananya Iyer', email: 'ananya.iyer@demo.campus', phone: '+91 98450 12345' },
  { key: 'rohan', name: 'Rohan Mehta', email: 'rohan.mehta@demo.campus', phone: '+91 99200 67890' },
  { key: 'priya', name: 'Priya Nair', email: 'priya.nair@demo.campus', phone: '+91 94470 24680' },
] as const;

export type DemoSellerKey = (typeof DEMO_SELLERS)[number]['key'];

export interface DemoProduct {
  name: string;
  slug: string;
  description: string;
  /** Rupees. */
  price: number;
  quantity: number;
  category: string;
  seller: DemoSellerKey;
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
