export const paths = {
  landing: { path: '/rent', href: () => '/rent' },
  products: {
    path: '/rent/products',
    href: (category?: string) =>
      category ? `/rent/products?category=${encodeURIComponent(category)}` : '/rent/products',
  },
  /** One rent item's own page: a link to it can be shared. */
  item: { path: '/rent/products/:id', href: (id: string) => `/rent/products/${encodeURIComponent(id)}` },
} as const;
