import type { RentCategory, ServiceCategory, WeeklyWindow } from '@campus/shared/contract';
import type { DemoMemberKey } from './data';

export interface DemoListing<C extends string> {
  name: string;
  description: string;
  /** Rupees per day (rent) or per hour (service). */
  price: number;
  category: C;
  seller: DemoMemberKey;
  /** Rent items: the refundable deposit, rupees (docs/product-rules.md "Bookings"). */
  deposit?: number;
  /** Services: the weekly opening hours, campus time, so the demo's services can be booked. */
  weekly?: WeeklyWindow[];
}

/** The same hours on each of `days` (0 Sunday … 6 Saturday). */
const on = (days: number[], from: string, to: string): WeeklyWindow[] => days.map((day) => ({ day, from, to }));

export const DEMO_RENT_PRODUCTS: DemoListing<RentCategory>[] = [
  {
    name: 'Hero Sprint geared bicycle',
    description: '21 gears, lock and helmet included. Great for getting across campus between lectures.',
    price: 60,
    category: 'Transport',
    seller: 'rohan',
    deposit: 500,
  },
  {
    name: 'Canon EOS 1500D DSLR kit',
    description: '18-55 mm lens, two batteries and a 32 GB card. Ideal for fest coverage or a project shoot.',
    price: 350,
    category: 'Electronics',
    seller: 'ananya',
    deposit: 3000,
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
    weekly: [...on([1, 2, 3, 4, 5], '17:00', '21:00'), ...on([6], '10:00', '13:00')],
  },
  {
    name: 'Event photography',
    description: 'Club events, fests and farewells; edited photos delivered within two days.',
    price: 500,
    category: 'Photography',
    seller: 'rohan',
    weekly: on([5, 6, 0], '09:00', '22:00'),
  },
  {
    name: 'Guitar lessons for beginners',
    description: 'Chords, strumming and your first three songs. Bring your own guitar or borrow mine.',
    price: 200,
    category: 'Music Lessons',
    seller: 'priya',
    weekly: [...on([2, 4], '18:00', '20:00'), ...on([0], '11:00', '14:00')],
  },
];
