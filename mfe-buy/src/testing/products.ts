import type { Category } from '@campus/shared/contract';
import { books, electronics, makeProduct, novel as sharedNovel } from '@campus/shared/testing';

// Short category ids keep the search queries the tests expect readable (`category=c-books`).
export const categories: Category[] = [
  { ...books, _id: 'c-books' },
  { ...electronics, _id: 'c-electronics' },
];
const inBooks = { category: { _id: 'c-books', name: books.name } };

export const lamp = makeProduct({ category: { _id: 'c-electronics', name: electronics.name } });
export const textbook = makeProduct({
  ...inBooks,
  _id: 'p-textbook',
  name: 'Calculus Textbook',
  slug: 'calculus-textbook',
  price: 300,
  hasPhoto: false,
  sellerId: { _id: 'u-ravi', name: 'Ravi Kumar', phone: '91234 56789' },
});
// On the home page's grid every product but the textbook has a photo.
export const novel = makeProduct({ ...sharedNovel, ...inBooks, hasPhoto: true });
