/** A route of this app: the pattern `<Routes>` matches and the URL links point at. */
function route<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

/** Routes of the Connect Zone (docs/product-rules.md "Screens"). */
export const paths = {
  chat: route('/chat'),
  events: route('/events'),
  /** The member's private conversations, and one of them. */
  messages: route('/messages'),
  conversation: { path: '/messages/:id', href: (id: string) => `/messages/${encodeURIComponent(id)}` },
  /** The shell's login page, where visitors go to take part. */
  login: route('/login'),
  /** The item pages a conversation's listing links back to (the Buy, Borrow and Hire areas). */
  product: { href: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  rentItem: { href: (id: string) => `/rent/products/${encodeURIComponent(id)}` },
  service: { href: (id: string) => `/service/products/${encodeURIComponent(id)}` },
} as const;
