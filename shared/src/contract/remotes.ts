/** The five independently deployed areas of the site. */
export const REMOTE_NAMES = ['buy', 'rent', 'hire', 'chat', 'dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: where each remote's `mf-manifest.json` lives right now. */
export type RemotesManifest = Record<RemoteName, string>;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

export type GuardKind = 'user' | 'admin';

export interface AreaRoute {
  /** A path, or a prefix ending in `/*` that also matches the prefix itself (`/rent/*` matches `/rent`). */
  pattern: string;
  area: RemoteName;
  guard?: GuardKind;
}

/**
 * Which remote renders which paths. The shell mounts the owner of a path (each remote's own routes then
 * match the full path, showing the not-found page for unknown paths under it); the server reads the same
 * table to tell the browser, in the page it sends, which remote's code the path needs.
 */
export const AREA_ROUTES: readonly AreaRoute[] = [
  { pattern: '/', area: 'buy' },
  { pattern: '/product/*', area: 'buy' },
  { pattern: '/cart', area: 'buy' },
  { pattern: '/checkout/*', area: 'buy' },
  { pattern: '/rent/*', area: 'rent' },
  { pattern: '/service/*', area: 'hire' },
  { pattern: '/chat', area: 'chat' },
  { pattern: '/events', area: 'chat' },
  { pattern: '/messages/*', area: 'chat' },
  { pattern: '/dashboard/user/*', area: 'dashboard', guard: 'user' },
  { pattern: '/dashboard/admin/*', area: 'dashboard', guard: 'admin' },
];

/**
 * The area route that owns `pathname` (no query string), or null. As the router matches: a trailing slash
 * is ignored and letter case does not matter.
 */
export function areaRouteOf(pathname: string): AreaRoute | null {
  const lower = pathname.toLowerCase();
  const path = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return (
    AREA_ROUTES.find(({ pattern }) => {
      if (!pattern.endsWith('/*')) return path === pattern;
      const prefix = pattern.slice(0, -2);
      return path === prefix || path.startsWith(`${prefix}/`);
    }) ?? null
  );
}
