import type { CategoryMutationResponse, ChatMessageSentResponse, LoginResponse, ProductMutationResponse } from '@campus/shared/contract';
import { TEST_ADMIN, userInput } from './auth-helpers';

/** What a site under write load has acknowledged: the ids of the products and chat messages it answered 201 for. */
export interface Acknowledged {
  products: string[];
  messages: string[];
}

const json = (token: string | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export async function login(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/api/v1/auth/login`, json(null, { email, password }));
}

/** Registers and logs in `count` members over HTTP, and has the admin (TEST_ADMIN) make a category; tokens and its id. */
export async function prepareSite(url: string, count: number): Promise<{ members: string[]; category: string; adminToken: string }> {
  const admin = await login(url, TEST_ADMIN.email, TEST_ADMIN.password);
  if (admin.status !== 200) throw new Error(`the admin could not log in: ${admin.status} ${await admin.text()}`);
  const adminToken = ((await admin.json()) as LoginResponse).token;
  const made = await fetch(`${url}/api/v1/category/create-category`, json(adminToken, { name: `Books ${Date.now()}` }));
  if (made.status !== 201) throw new Error(`the category was not made: ${made.status} ${await made.text()}`);
  const category = ((await made.json()) as CategoryMutationResponse).category._id;
  const members: string[] = [];
  for (let i = 0; i < count; i++) {
    const input = userInput();
    const registered = await fetch(`${url}/api/v1/auth/register`, json(null, input));
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
    members.push(((await (await login(url, input.email, input.password)).json()) as LoginResponse).token);
  }
  return { members, category, adminToken };
}

/** The chat takes 10 messages in 10 s from a member (docs/product-rules.md "Timings and constants"): each writer stays under it. */
const CHAT_EVERY_MS = 1100;

/**
 * One writer per member, each listing products one after another and sending a chat message now and then, until
 * `stop`. Only what the site answered 201 for is recorded, the moment the answer arrives; refusals and failures are not.
 */
export function startWriters(url: string, members: string[], category: string): { acknowledged: Acknowledged; stop: () => Promise<void> } {
  const acknowledged: Acknowledged = { products: [], messages: [] };
  let stopped = false;
  const write = async (token: string, writer: number) => {
    let lastChat = 0;
    for (let n = 0; !stopped; n++) {
      const form = new FormData();
      for (const [key, value] of Object.entries({ name: `Load ${writer}-${n}`, description: 'Written under load', price: '25', quantity: '1', category, shipping: 'No' })) {
        form.append(key, value);
      }
      const product = await fetch(`${url}/api/v1/product/create-product`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).catch(() => null);
      if (product?.status === 201) acknowledged.products.push(((await product.json()) as ProductMutationResponse).product._id);
      if (Date.now() - lastChat < CHAT_EVERY_MS) continue;
      lastChat = Date.now();
      const message = await fetch(`${url}/api/v1/chats/messages`, json(token, { content: `Message ${writer}-${n}` })).catch(() => null);
      if (message?.status === 201) acknowledged.messages.push(((await message.json()) as ChatMessageSentResponse).message._id);
    }
  };
  const running = members.map((token, writer) => write(token, writer));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** A copy of what is acknowledged so far. */
export const snapshot = (acknowledged: Acknowledged): Acknowledged => ({
  products: [...acknowledged.products],
  messages: [...acknowledged.messages],
});
