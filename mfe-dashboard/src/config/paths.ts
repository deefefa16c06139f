import type { BookingSide } from '@campus/shared/contract';

/** A route of this app: the pattern `<Routes>` matches and the URL links point at. */
function route<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

/** A route with an id in it: `/dashboard/user/manage-products/:id/edit`. */
function editRoute<const B extends string>(base: B) {
  return { path: `${base}/:id/edit` as const, href: (id: string) => `${base}/${encodeURIComponent(id)}/edit` };
}

/** A page of another area with an id in it: `/rent/products/:id`. */
function itemRoute<const B extends string>(base: B) {
  return { path: `${base}/:id` as const, href: (id: string) => `${base}/${encodeURIComponent(id)}` };
}

/**
 * Every route the dashboard owns (docs/product-rules.md "Screens"). The shell mounts this app under a catch-all, so these are
 * full, absolute paths; the sub-screens besides the overviews arrive in later issues.
 */
export const paths = {
  user: {
    overview: route('/dashboard/user'),
    createOrder: route('/dashboard/user/create-order'),
    createRentOrder: route('/dashboard/user/create-rent-order'),
    createService: route('/dashboard/user/create-service'),
    manageProducts: route('/dashboard/user/manage-products'),
    manageRentedProducts: route('/dashboard/user/manage-rented-products'),
    manageServices: route('/dashboard/user/manage-services'),
    /** The owner's edit of one of their listings, from its manage screen. */
    editProduct: editRoute('/dashboard/user/manage-products'),
    editRentProduct: editRoute('/dashboard/user/manage-rented-products'),
    editService: editRoute('/dashboard/user/manage-services'),
    manageOrders: route('/dashboard/user/manage-orders'),
    managePurchasedProducts: route('/dashboard/user/manage-purchased-products'),
    notifications: route('/dashboard/user/notifications'),
    /** Which notification e-mails the member gets; every such e-mail links here (docs/product-rules.md "Accounts and e-mail"). */
    notificationSettings: route('/dashboard/user/notification-settings'),
    /**
     * The member's bookings, as owner and as borrower (docs/product-rules.md "Bookings"): a link says the side it
     * opens (`?as=`); without one the screen opens the side where something waits for the member.
     */
    bookings: {
      path: '/dashboard/user/bookings',
      href: (as?: BookingSide | null) => (as ? `/dashboard/user/bookings?as=${as}` : '/dashboard/user/bookings'),
    },
    /** Name, phone, messages only, password, delete (docs/product-rules.md "Your account"). */
    account: route('/dashboard/user/account'),
  },
  admin: {
    overview: route('/dashboard/admin'),
    createCategory: route('/dashboard/admin/create-category'),
    updateProduct: route('/dashboard/admin/update-product'),
    updateRentProduct: route('/dashboard/admin/update-rent-product'),
    /** Every service, as the rent products' screen (docs/product-rules.md "Admin screens"). */
    updateService: route('/dashboard/admin/update-service'),
    manageOrder: route('/dashboard/admin/manage-order'),
    notifications: route('/dashboard/admin/notifications'),
    notificationSettings: route('/dashboard/admin/notification-settings'),
    /** Every booking, deposits held for an admin's decision first. */
    bookings: route('/dashboard/admin/bookings'),
    /** Problems buyers reported with their orders, each resolved with a refund and a note (docs/product-rules.md "A buyer's recourse"). */
    orderCases: route('/dashboard/admin/order-cases'),
    /** Members' reports, with the admin's actions (docs/product-rules.md "Reports and suspension"). */
    reports: route('/dashboard/admin/reports'),
    /** Find a member, see their listings and reports, suspend or lift a suspension (docs/product-rules.md "Reports and suspension"). */
    members: route('/dashboard/admin/members'),
    account: route('/dashboard/admin/account'),
    /** The contact form's messages, new first (docs/product-rules.md "Contact"). */
    contactMessages: route('/dashboard/admin/contact-messages'),
  },
  /** The marketplace home (the Buy area), where a buyer without orders is sent to shop. */
  home: route('/'),
  /** One of the buyer's checkouts in the Buy area: the order confirmation, or Pay and Cancel while unpaid. */
  checkout: { path: '/checkout/:reference', href: (reference: string) => `/checkout/${encodeURIComponent(reference)}` },
  /** A product's page in the Buy area, by its slug. */
  product: itemRoute('/product'),
  /** Borrow's and Hire's browse lists and item pages: where a borrower finds something to book, and a booking's listing. */
  rent: { browse: route('/rent/products'), item: itemRoute('/rent/products') },
  service: { browse: route('/service/products'), item: itemRoute('/service/products') },
  /** The shell's login page, for the rare visit without a session. */
  login: route('/login'),
} as const;
