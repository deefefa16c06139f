/** A route of this app: the pattern `<Routes>` matches and the URL links point at. */
function route<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

/** Routes of the Connect Zone (docs/product-rules.md "Screens"). */
export const paths = {
  chat: route('/chat'),
  events: route('/events'),
  /** The shell's login page, where visitors go to take part. */
  login: route('/login'),
} as const;
