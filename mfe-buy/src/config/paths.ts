/** Every route of the Buy area, in one place (CONVENTIONS 4). */
export const paths = {
  home: { path: '/', href: () => '/' },
  product: { path: '/product/:slug', href: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  cart: { path: '/cart', href: () => '/cart' },
} as const;
