/** Every route of the Buy area, in one place (docs/architecture.md "Conventions": paths in one place). */
export const paths = {
  home: { path: '/', href: () => '/' },
  product: { path: '/product/:slug', href: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  cart: { path: '/cart', href: () => '/cart' },
  /** One of the buyer's checkouts: the confirmation once paid, Pay and Cancel while awaiting payment. */
  checkout: { path: '/checkout/:reference', href: (reference: string) => `/checkout/${encodeURIComponent(reference)}` },
  /** Pages of other areas this one links to: the shell's login, the seller's edit page and the buyer's orders. */
  login: { path: '/login', href: () => '/login' },
  /** The seller's edit page of their own product (the Dashboards area's owner edit page). */
  editProduct: {
    path: '/dashboard/user/manage-products/:id/edit',
    href: (id: string) => `/dashboard/user/manage-products/${encodeURIComponent(id)}/edit`,
  },
  purchasedProducts: {
    path: '/dashboard/user/manage-purchased-products',
    href: () => '/dashboard/user/manage-purchased-products',
  },
} as const;
