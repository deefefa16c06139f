export const paths = {
  landing: { path: '/service', href: () => '/service' },
  products: {
    path: '/service/products',
    href: (category?: string) =>
      category ? `/service/products?category=${encodeURIComponent(category)}` : '/service/products',
  },
  /** One service's own page: a link to it can be shared. */
  item: { path: '/service/products/:id', href: (id: string) => `/service/products/${encodeURIComponent(id)}` },
} as const;
