import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut, selectIsLoggedIn, selectUser } from './auth-slice';
import { cartCleared, itemAdded, itemRemoved, quantityUpdated, selectCartQuantity, type CartItem } from './cart-slice';
import { loadPersistedState, makeStore, restorePersistedState } from './make-store';
import { changeOwnSession, sessionEndedByServer } from './session-ended';
import { STORAGE_KEYS } from './persistence';
import { student as user } from '../testing/fixtures';

const lamp: CartItem = { _id: 'p1', name: 'Desk lamp', slug: 'desk-lamp', price: 250, quantity: 1 };
const books: CartItem = { _id: 'p2', name: 'Books', slug: 'books', price: 100, quantity: 3 };

describe('auth slice', () => {
  it('starts logged out with an empty token', () => {
    const store = makeStore();
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('stores user and token on login and saves them under the auth key', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ user, token: 'jwt' }));
    expect(selectUser(store.getState())).toEqual(user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual({ user, token: 'jwt' });
  });

  it('logout clears user, token, the stored auth and the cart', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ user, token: 'jwt' }));
    store.dispatch(itemAdded(lamp));
    store.dispatch(loggedOut());
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(store.getState().cart).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });
});

describe('a session the server ended', () => {
  it('is forgotten as at logout: user, token, the stored auth and the cart', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ user, token: 'jwt' }));
    store.dispatch(itemAdded(lamp));
    store.dispatch(sessionEndedByServer('Your session has ended. Please log in again.', 'jwt'));
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(store.getState().cart).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it("is not the page's new session: the end of an older session's connection leaves it signed in", () => {
    const store = makeStore();
    // The page reset its password (or signed in with Google): its new session came with the reset's answer.
    store.dispatch(loggedIn({ user, token: 'new-session' }));
    store.dispatch(sessionEndedByServer('Your session has ended. Please log in again.', 'old-session'));
    expect(store.getState().auth).toEqual({ user, token: 'new-session' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null')).toEqual({ user, token: 'new-session' });
  });

  it("goes on with a password change's new session when the old one's end is heard before the change's answer", async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ user, token: 'old-session' }));
    await store.dispatch(
      changeOwnSession('old-session', async () => {
        // The server ended every session of the member; this page's live connection hears it first.
        store.dispatch(sessionEndedByServer('Your password was changed. Please log in again.', 'old-session'));
        expect(store.getState().auth.token).toBe('old-session');
        store.dispatch(loggedIn({ user, token: 'new-session' }));
      }),
    );
    expect(store.getState().auth).toEqual({ user, token: 'new-session' });
  });

  it('ends the old session after all when the change brought no new one', async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ user, token: 'old-session' }));
    await store.dispatch(
      changeOwnSession('old-session', async () => {
        store.dispatch(sessionEndedByServer('Your password was changed. Please log in again.', 'old-session'));
      }),
    );
    expect(store.getState().auth).toEqual({ user: null, token: '' });
  });
});

describe('cart slice', () => {
  it('adds items and counts the total quantity', () => {
    const store = makeStore();
    store.dispatch(itemAdded(lamp));
    store.dispatch(itemAdded(books));
    expect(selectCartQuantity(store.getState())).toBe(4);
  });

  it('adding a product already in the cart adds to its quantity', () => {
    const store = makeStore();
    store.dispatch(itemAdded(lamp));
    store.dispatch(itemAdded({ ...lamp, quantity: 2 }));
    expect(store.getState().cart).toEqual([{ ...lamp, quantity: 3 }]);
  });

  it('removes by _id and updates quantities, refusing non-positive ones', () => {
    const store = makeStore();
    store.dispatch(itemAdded(lamp));
    store.dispatch(itemAdded(books));
    store.dispatch(quantityUpdated({ _id: 'p2', quantity: 5 }));
    store.dispatch(quantityUpdated({ _id: 'p2', quantity: 0 }));
    store.dispatch(itemRemoved('p1'));
    expect(store.getState().cart).toEqual([{ ...books, quantity: 5 }]);
  });

  it('never holds more than the stock: adding again or raising the quantity stops at it', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ ...lamp, stock: 1 }));
    store.dispatch(itemAdded({ ...lamp, stock: 1 }));
    expect(store.getState().cart).toEqual([{ ...lamp, quantity: 1, stock: 1 }]);
    store.dispatch(itemAdded({ ...books, quantity: 5, stock: 4 }));
    store.dispatch(quantityUpdated({ _id: 'p2', quantity: 9 }));
    expect(store.getState().cart[1]).toEqual({ ...books, quantity: 4, stock: 4 });
    store.dispatch(quantityUpdated({ _id: 'p2', quantity: 2 }));
    expect(store.getState().cart[1]?.quantity).toBe(2);
  });

  it('saves the cart under the cart key and removes the key once empty', () => {
    const store = makeStore();
    store.dispatch(itemAdded(lamp));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([lamp]);
    store.dispatch(cartCleared());
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });
});

describe('persistence', () => {
  it('restores auth and cart from local storage on start', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user, token: 'jwt' }));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([lamp]));
    const store = makeStore(loadPersistedState());
    expect(store.getState().auth).toEqual({ user, token: 'jwt' });
    expect(store.getState().cart).toEqual([lamp]);
  });

  it('ignores corrupt or incomplete stored values', () => {
    localStorage.setItem(STORAGE_KEYS.auth, '{not json');
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ _id: 'x', quantity: -1 }]));
    expect(loadPersistedState()).toEqual({});
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user, token: '' }));
    expect(loadPersistedState()).toEqual({});
  });
});

describe('restoring what storage holds into a page hydrated as a visitor (README "First paint from the server")', () => {
  it('logs the member in and adds the stored cart to what the page holds by then', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ user, token: 'jwt' }));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([lamp, books]));
    const persisted = loadPersistedState();
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    // A tap replayed as the page hydrated added the lamp already (and saved the cart): it is not added twice.
    store.dispatch(itemAdded({ ...lamp, quantity: 2 }));

    restorePersistedState(store, persisted);
    expect(selectUser(store.getState())).toEqual(user);
    expect(store.getState().auth.token).toBe('jwt');
    expect(store.getState().cart.map((item) => [item._id, item.quantity])).toEqual([
      ['p1', 2],
      ['p2', 3],
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(2);
  });

  it('leaves a visitor with nothing stored as they are', () => {
    const store = makeStore();
    restorePersistedState(store, loadPersistedState());
    expect(store.getState().auth).toEqual({ user: null, token: '' });
    expect(store.getState().cart).toEqual([]);
  });
});
