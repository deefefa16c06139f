import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { categories } from '../db/schema';
import type { TestApp } from './build-test-app';

/** A category stored straight in the database, as an admin would have made it; its id. */
export async function seedCategory(app: FastifyInstance, name: string, slug = name.toLowerCase()): Promise<string> {
  const [row] = await app.db.insert(categories).values({ name, slug }).returning({ id: categories.id });
  return row?.id ?? '';
}

/** Inside a `describe`, after useTestApp: a category stored before its tests; its `.id` from beforeAll on. */
export function useCategory(t: TestApp, name: string): { id: string } {
  const category = { id: '' };
  beforeAll(async () => {
    category.id = await seedCategory(t.app, name);
  });
  return category;
}
