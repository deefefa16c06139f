import type { RentCategory } from '@campus/shared/contract';

/** What students usually lend in each fixed rent category (docs/product-rules.md "Validation"); typed so a new category needs one. */
export const RENT_CATEGORY_DESCRIPTIONS: Record<RentCategory, string> = {
  Books: 'Textbooks, reference guides and novels for the semester.',
  Electronics: 'Calculators, cameras, chargers and other gadgets.',
  'Sports Equipment': 'Rackets, bats, balls and gear for the next match.',
  Furniture: 'Desks, chairs, lamps and shelves for your room.',
  Transport: 'Bicycles and scooters for getting around campus.',
  Fashion: 'Formal wear, costumes and accessories for events.',
};
