import type { Category, Product } from '@campus/shared/contract';

export const categories: Category[] = [
  { _id: 'c-books', name: 'Books', slug: 'books' },
  { _id: 'c-electronics', name: 'Electronics', slug: 'electronics' },
];

/** A product as the API returns it; tests override what they are about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p-lamp',
    name: 'Desk lamp',
    slug: 'desk-lamp',
    description: 'An LED desk lamp, barely used.',
    price: 249.5,
    quantity: 3,
    category: { _id: 'c-electronics', name: 'Electronics' },
    shipping: false,
    isSold: false,
    sellerId: { _id: 'u-asha', name: 'Asha Rao', phone: '98765 43210' },
    hasPhoto: true,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export const lamp = makeProduct();
export const textbook = makeProduct({
  _id: 'p-textbook',
  name: 'Calculus Textbook',
  slug: 'calculus-textbook',
  price: 300,
  category: { _id: 'c-books', name: 'Books' },
  hasPhoto: false,
  sellerId: { _id: 'u-ravi', name: 'Ravi Kumar', phone: '91234 56789' },
});
export const novel = makeProduct({
  _id: 'p-novel',
  name: 'Paperback novel',
  slug: 'paperback-novel',
  price: 80,
  quantity: 0,
  isSold: true,
  category: { _id: 'c-books', name: 'Books' },
});
