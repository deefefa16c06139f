/**
 * The nonce this page's Content-Security-Policy lets style elements in with (README "Security headers"). The page
 * carries it on `<meta property="csp-nonce" nonce="…">`, a new one with every response; the browser hides the
 * attribute's value from the DOM and CSS once the page is parsed, and keeps it in the element's `nonce` property.
 * Undefined in a page sent without one (tests, a page of an older server): its style elements then go without.
 */
export function styleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return (meta?.nonce || meta?.getAttribute('nonce')) ?? undefined;
}
