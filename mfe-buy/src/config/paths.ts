/** Every route of the Buy area, in one place (CONVENTIONS 4). */
export const paths = {
  home: { path: '/', href: () => '/' },
  product: { path: '/product/:slug', href: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  cart: { path: '/cart', href: () => '/cart' },
  /** Pages of other areas this one links to: the shell's login and the buyer's orders. */
  login: { path: '/login', href: () => '/login' },
  purchasedProducts: {
    path: '/dashboard/user/manage-purchased-products',
    href: () => '/dashboard/user/manage-purchased-products',
  },
} as const;
