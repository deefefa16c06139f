import type { RemoteName } from '@campus/shared/contract';

export type GuardKind = 'user' | 'admin';

export interface AreaRoute {
  /** A react-router pattern; `/x/*` also matches `/x` itself. */
  pattern: string;
  area: RemoteName;
  guard?: GuardKind;
}

/**
 * Route ownership (DESIGN "Runtime composition"): which remote renders which paths. Each remote's own
 * `<Routes>` then matches the full path, and shows the not-found page for unknown paths under it.
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
  { pattern: '/dashboard/user/*', area: 'dashboard', guard: 'user' },
  { pattern: '/dashboard/admin/*', area: 'dashboard', guard: 'admin' },
];
