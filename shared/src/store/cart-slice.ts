import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './auth-slice';

/** A product the buyer put in the cart, with the chosen quantity (docs/product-rules.md "Entities"). */
export interface CartItem {
  _id: string;
  name: string;
  slug: string;
  price: number;
  quantity: number;
  [field: string]: unknown;
}

export type CartState = CartItem[];

export const cartSlice = createSlice({
  name: 'cart',
  initialState: [] as CartState,
  reducers: {
    /** docs/product-rules.md "Cart state": add appends an item. Adding a product already in the cart adds to its quantity. */
    itemAdded(state, action: PayloadAction<CartItem>) {
      const existing = state.find((item) => item._id === action.payload._id);
      if (existing) existing.quantity += action.payload.quantity;
      else state.push(action.payload);
    },
    itemRemoved(state, action: PayloadAction<string>) {
      return state.filter((item) => item._id !== action.payload);
    },
    quantityUpdated(state, action: PayloadAction<{ _id: string; quantity: number }>) {
      const item = state.find((entry) => entry._id === action.payload._id);
      if (item && Number.isInteger(action.payload.quantity) && action.payload.quantity >= 1) {
        item.quantity = action.payload.quantity;
      }
    },
    cartCleared() {
      return [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => []);
  },
  selectors: {
    selectCartItems: (state) => state,
    selectCartQuantity: (state) => state.reduce((sum, item) => sum + item.quantity, 0),
  },
});

export const { itemAdded, itemRemoved, quantityUpdated, cartCleared } = cartSlice.actions;
export const { selectCartItems, selectCartQuantity } = cartSlice.selectors;
