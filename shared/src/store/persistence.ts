import type { AuthState } from './auth-slice';
import type { CartState } from './cart-slice';

/** docs/product-rules.md "Timings and constants": the two local-storage keys. */
export const STORAGE_KEYS = { auth: 'auth', cart: 'cart' } as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, sandboxed frames): the site still works without it.
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function loadAuth(): AuthState | undefined {
  const stored = readJson(STORAGE_KEYS.auth);
  if (!isRecord(stored) || !isRecord(stored.user) || typeof stored.token !== 'string' || stored.token === '') {
    return undefined;
  }
  const { _id, name, email, phone, role, verified } = stored.user;
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return undefined;
  return {
    user: {
      _id,
      name,
      email,
      phone: typeof phone === 'string' ? phone : '',
      role: role === 'admin' ? 'admin' : 'user',
      // A session stored before `verified` existed: the server still refuses what it must, and says why.
      verified: verified !== false,
    },
    token: stored.token,
  };
}

export function loadCart(): CartState | undefined {
  const stored = readJson(STORAGE_KEYS.cart);
  if (!Array.isArray(stored)) return undefined;
  const items = stored.filter(
    (item): item is CartState[number] =>
      isRecord(item) &&
      typeof item._id === 'string' &&
      typeof item.quantity === 'number' &&
      Number.isInteger(item.quantity) &&
      item.quantity >= 1,
  );
  return items.length > 0 ? items : undefined;
}

/** docs/product-rules.md "Session": auth is saved whenever a user and a token exist, and removed on logout. */
export function saveAuth(auth: AuthState): void {
  const store = storage();
  if (!store) return;
  if (auth.user && auth.token) store.setItem(STORAGE_KEYS.auth, JSON.stringify(auth));
  else store.removeItem(STORAGE_KEYS.auth);
}

/** docs/product-rules.md "Cart state": the cart key is removed when the cart is empty. */
export function saveCart(cart: CartState): void {
  const store = storage();
  if (!store) return;
  if (cart.length > 0) store.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
  else store.removeItem(STORAGE_KEYS.cart);
}
