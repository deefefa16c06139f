import { itemAdded, loggedIn, makeStore } from '@campus/shared/store';
import { describe, expect, it } from 'vitest';
import { paintedState } from './painted-state';

const user = { _id: 'u1', name: 'Asha', email: 'asha@campus.test', phone: '9876543210', role: 'user' as const, verified: true };

describe('the state the server painted with', () => {
  it("is the store's own until frozen, then stays as it was while the store moves on (a member's session)", () => {
    const store = makeStore();
    const painted = paintedState(store);
    store.dispatch(itemAdded({ _id: 'p1', name: 'Kettle', slug: 'kettle', price: 100, quantity: 1, stock: 3 }));
    // Before: a view of the store, which the areas still add to.
    expect(painted.state.cart).toBe(store.getState().cart);
    expect(Object.keys(painted.state)).toEqual(Object.keys(store.getState()));

    painted.freeze();
    store.dispatch(loggedIn({ user, token: 'token' }));
    expect(store.getState().auth.user).toEqual(user);
    expect(painted.state.auth.user).toBeNull();
    expect(painted.state.cart).toHaveLength(1);
    expect('api' in painted.state).toBe(true);
  });
});
