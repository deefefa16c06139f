import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, createCategory, type Student } from './helpers';

// A sale made through the API, for the specs about what follows one (notifications, e-mail).

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh category and, in it, a product of `seller` (2 in stock); answers the product's id and name. */
export async function listProduct(request: APIRequestContext, seller: Student) {
  const categoryId = await createCategory(request, `Drafting ${Date.now()}`);
  const product = `Engineering drafter ${Date.now()}`;
  const listed = await request.post('/api/v1/product/create-product', {
    multipart: { name: product, description: 'Barely used.', price: '350', quantity: '2', category: categoryId },
    headers: bearer(await apiToken(request, seller.email, seller.password)),
  });
  expect(listed.status()).toBe(201);
  const { product: { _id: productId } } = (await listed.json()) as { product: { _id: string } };
  return { productId, product };
}

/** The buyer orders one and pays for it with the sandbox card, through the API. */
export async function buyOne(request: APIRequestContext, productId: string, buyerAuth: { authorization: string }) {
  const order = await request.post('/api/v1/order/create-order', { data: { productId, quantity: 1 }, headers: buyerAuth });
  expect(order.status()).toBe(201);
  const { razorpayOrderId } = (await order.json()) as { razorpayOrderId: string };
  const paid = await request.post('/api/v1/payments/sandbox/pay', {
    data: { razorpayOrderId, card: { number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123' } },
    headers: buyerAuth,
  });
  expect(paid.status()).toBe(200);
  const verified = await request.post('/api/v1/order/verify-payment', {
    data: { razorpayOrderId, ...((await paid.json()) as object) },
    headers: buyerAuth,
  });
  expect(verified.status()).toBe(200);
}
