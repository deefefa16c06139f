import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Conversation, ConversationResponse, ListingKind } from '@campus/shared/contract';
import { products, rentProducts, services } from '../db/schema';
import { bearer } from './auth-helpers';
import { seedCategory } from './catalogue';

/** A listing of `kind` owned by `ownerId`, stored straight in the database; its id. */
export async function seedListing(app: FastifyInstance, kind: ListingKind, ownerId: string, name = `Listing ${randomBytes(3).toString('hex')}`): Promise<string> {
  const base = { name, description: 'For the conversation tests', pricePaise: 12_50, sellerId: ownerId };
  if (kind === 'product') {
    const categoryId = await seedCategory(app, `Category ${randomBytes(4).toString('hex')}`);
    const slug = `${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
    const [row] = await app.db.insert(products).values({ ...base, slug, quantity: 1, categoryId }).returning({ id: products.id });
    return row?.id ?? '';
  }
  const table = kind === 'rent' ? rentProducts : services;
  const category = kind === 'rent' ? 'Electronics' : 'Tutoring';
  const [row] = await app.db
    .insert(table)
    .values({ ...base, category } as typeof rentProducts.$inferInsert)
    .returning({ id: table.id });
  return row?.id ?? '';
}

/** `POST /conversations` as `token`: the raw response. */
export const openConversationCall = (app: FastifyInstance, token: string | null, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/conversations', headers: token ? bearer(token) : {}, payload: body as object });

/** Opens (or finds) the conversation of `token`'s member about the listing; fails unless it answers 200. */
export async function openConversation(app: FastifyInstance, token: string, listingKind: ListingKind, listingId: string): Promise<Conversation> {
  const response = await openConversationCall(app, token, { listingKind, listingId });
  if (response.statusCode !== 200) throw new Error(`open failed: ${response.statusCode} ${response.body}`);
  return response.json<ConversationResponse>().conversation;
}
