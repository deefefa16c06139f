export const paths = {
  landing: { path: '/service', href: () => '/service' },
  products: {
    path: '/service/products',
    href: (category?: string) =>
      category ? `/service/products?category=${encodeURIComponent(category)}` : '/service/products',
  },
} as const;
