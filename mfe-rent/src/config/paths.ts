export const paths = {
  landing: { path: '/rent', href: () => '/rent' },
  products: {
    path: '/rent/products',
    href: (category?: string) =>
      category ? `/rent/products?category=${encodeURIComponent(category)}` : '/rent/products',
  },
} as const;
