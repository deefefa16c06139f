import type { RentCategory, ServiceCategory } from '@campus/shared/contract';
import type { DemoMemberKey } from './data';

export interface DemoListing<C extends string> {
  name: string;
  description: string;
  /** Rupees per day (rent) or per hour (service). */
  price: number;
  category: C;
  seller: DemoMemberKey;
}

export const DEMO_RENT_PRODUCTS: DemoListing<RentCategory>[] = [
  {
    name: 'Hero Sprint geared bicycle',
    description: '21 gears, lock and helmet included. Great for getting across campus between lectures.',
    price: 60,
    category: 'Transport',
    seller: 'rohan',
  },
  {
    name: 'Canon EOS 1500D DSLR kit',
    description: '18-55 mm lens, two batteries and a 32 GB card. Ideal for fest coverage or a project shoot.',
    price: 350,
    category: 'Electronics',
    seller: 'ananya',
  },
  {
    name: 'Formal blazer, size M',
    description: 'Navy blue, dry-cleaned after every use. For placements, interviews and presentations.',
    price: 120,
    category: 'Fashion',
    seller: 'priya',
  },
];

export const DEMO_SERVICES: DemoListing<ServiceCategory>[] = [
  {
    name: 'Calculus and linear algebra tutoring',
    description: 'One-to-one sessions before mid-sems; past papers worked through together.',
    price: 250,
    category: 'Tutoring',
    seller: 'ananya',
  },
  {
    name: 'Event photography',
    description: 'Club events, fests and farewells; edited photos delivered within two days.',
    price: 500,
    category: 'Photography',
    seller: 'rohan',
  },
  {
    name: 'Guitar lessons for beginners',
    description: 'Chords, strumming and your first three songs. Bring your own guitar or borrow mine.',
    price: 200,
    category: 'Music Lessons',
    seller: 'priya',
  },
];
