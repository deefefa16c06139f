/** docs/product-rules.md "Validation": the fixed rent categories. */
export const RENT_CATEGORIES = ['Books', 'Electronics', 'Sports Equipment', 'Furniture', 'Transport', 'Fashion'] as const;
export type RentCategory = (typeof RENT_CATEGORIES)[number];

/** docs/product-rules.md "Validation": the fixed service categories. */
export const SERVICE_CATEGORIES = [
  'Tutoring',
  'Event Management',
  'Photography',
  'Graphic Design',
  'Technical Support',
  'Fitness Coaching',
  'Music Lessons',
  'Content Writing',
  'Other',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
