import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './auth-slice';

/** A product the buyer put in the cart, with the chosen quantity (docs/product-rules.md "Entities"). */
export interface CartItem {
  _id: string;
  name: string;
  slug: string;
  price: number;
  quantity: number;
  /**
   * How many the seller has (the product's stock when it was added): the cart never holds more
   * (docs/product-rules.md "Cart state"). A cart saved before carts knew it has none; checkout still refuses more.
   */
  stock?: number;
  [field: string]: unknown;
}

/** `quantity`, at most `stock` when the cart knows it. */
const withinStock = (quantity: number, stock: number | undefined) =>
  typeof stock === 'number' && Number.isFinite(stock) ? Math.min(quantity, Math.max(stock, 0)) : quantity;

export type CartState = CartItem[];

export const cartSlice = createSlice({
  name: 'cart',
  initialState: [] as CartState,
  reducers: {
    /**
     * docs/product-rules.md "Cart state": add appends an item. Adding a product already in the cart adds to its quantity,
     * never past its stock.
     */
    itemAdded(state, action: PayloadAction<CartItem>) {
      const existing = state.find((item) => item._id === action.payload._id);
      if (existing) {
        existing.stock = action.payload.stock ?? existing.stock;
        existing.quantity = withinStock(existing.quantity + action.payload.quantity, existing.stock);
      } else {
        const quantity = withinStock(action.payload.quantity, action.payload.stock);
        if (quantity >= 1) state.push({ ...action.payload, quantity });
      }
    },
    itemRemoved(state, action: PayloadAction<string>) {
      return state.filter((item) => item._id !== action.payload);
    },
    quantityUpdated(state, action: PayloadAction<{ _id: string; quantity: number }>) {
      const item = state.find((entry) => entry._id === action.payload._id);
      if (item && Number.isInteger(action.payload.quantity) && action.payload.quantity >= 1) {
        item.quantity = withinStock(action.payload.quantity, item.stock);
      }
    },
    cartCleared() {
      return [];
    },
    /**
     * The cart local storage held, into a page that started without it (README "First paint from the server"):
     * added to what the page holds by then, never in place of it.
     */
    cartRestored(state, action: PayloadAction<CartState>) {
      for (const item of action.payload) if (!state.some((entry) => entry._id === item._id)) state.push(item);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => []);
  },
  selectors: {
    selectCartItems: (state) => state,
    selectCartQuantity: (state) => state.reduce((sum, item) => sum + item.quantity, 0),
    /** How many of this product the cart holds already (0 when none). */
    selectQuantityInCart: (state, productId: string) => state.find((item) => item._id === productId)?.quantity ?? 0,
  },
});

export const { itemAdded, itemRemoved, quantityUpdated, cartCleared, cartRestored } = cartSlice.actions;
export const { selectCartItems, selectCartQuantity, selectQuantityInCart } = cartSlice.selectors;
