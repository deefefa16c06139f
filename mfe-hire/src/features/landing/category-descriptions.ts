import type { ServiceCategory } from '@campus/shared/contract';

/** What students usually offer in each fixed service category (docs/product-rules.md "Validation"); typed so a new category needs one. */
export const SERVICE_CATEGORY_DESCRIPTIONS: Record<ServiceCategory, string> = {
  Tutoring: 'One-to-one help with courses, assignments and exam preparation.',
  'Event Management': 'Planning and running fests, parties and club events.',
  Photography: 'Portraits, event coverage and photo editing.',
  'Graphic Design': 'Posters, logos, slides and social media graphics.',
  'Technical Support': 'Laptop set-up, software installs and troubleshooting.',
  'Fitness Coaching': 'Workout plans, sports training and a partner to keep you going.',
  'Music Lessons': 'Guitar, keyboard, vocals and more, taught by fellow students.',
  'Content Writing': 'Articles, résumés, proofreading and copy for your projects.',
  Other: 'Anything else a fellow student can help you with.',
};
