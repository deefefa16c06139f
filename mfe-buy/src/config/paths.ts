/** Every route of the Buy area, in one place (docs/architecture.md "Conventions": paths in one place). */
export const paths = {
  home: { path: '/', href: () => '/' },
  product: { path: '/product/:slug', href: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  cart: { path: '/cart', href: () => '/cart' },
  /** One of the buyer's checkouts: the confirmation once paid, Pay and Cancel while awaiting payment. */
  checkout: { path: '/checkout/:reference', href: (reference: string) => `/checkout/${encodeURIComponent(reference)}` },
  /** Pages of other areas this one links to: the shell's login and the buyer's orders. */
  login: { path: '/login', href: () => '/login' },
  purchasedProducts: {
    path: '/dashboard/user/manage-purchased-products',
    href: () => '/dashboard/user/manage-purchased-products',
  },
} as const;
