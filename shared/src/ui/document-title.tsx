const SITE_NAME = 'Campus Marketplace';

/**
 * Sets the browser tab's title while the page is shown. React 19 hoists `<title>` into `<head>` ahead
 * of the static one, and drops it again when the page unmounts.
 */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title ? `${title} · ${SITE_NAME}` : SITE_NAME}</title>;
}
