import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, chatMessages, events, products, rentProducts, services, users } from '../../db/schema';
import { photoColumns, type StoredPhoto } from '../../plugins/photos';
import { rupeesToPaise } from '@campus/shared/contract';
import { slugify } from '../catalogue/slug';
import { seedCommunity } from './community';
import { DEMO_CATEGORIES, DEMO_MEMBERS, DEMO_PRODUCTS, type DemoMemberKey } from './data';
import { demoPhotoSvg } from './photo-svg';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES, type DemoListing } from './rentals-data';

/**
 * Demo data only ever goes into a site nobody has started using: no listings, no categories, and nobody has
 * talked in the chat or announced an event.
 */
async function isEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [products, categories, rentProducts, services, chatMessages, events].map(
      async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0,
    ),
  );
  return counts.every((n) => n === 0);
}

/** A rent item's or service's row values, its photo already rendered. */
function listingValues<C extends string>(listing: DemoListing<C>, photo: StoredPhoto | undefined, sellerId: string) {
  if (!photo) throw new Error(`demo listing ${listing.name} has no photo`);
  return {
    name: listing.name,
    description: listing.description,
    pricePaise: rupeesToPaise(listing.price),
    category: listing.category,
    sellerId,
    ...photoColumns(photo),
  };
}

/**
 * Fills an empty database with demo categories, members, products, rent items, services, chat messages and
 * events, all in one transaction. Returns whether it did; calling it again (or on a database in use) changes nothing.
 */
export async function seedDemoData(db: Db, encode: (bytes: Buffer) => Promise<StoredPhoto>): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Rendering is the slow part: done before the transaction so it holds no locks meanwhile, all at once.
  const render = (item: { name: string; category: string }) => encode(demoPhotoSvg(item.name, item.category));
  const [photos, rentPhotos, servicePhotos] = await Promise.all([
    Promise.all(DEMO_PRODUCTS.map(render)),
    Promise.all(DEMO_RENT_PRODUCTS.map(render)),
    Promise.all(DEMO_SERVICES.map(render)),
  ]);

  return db.transaction(async (tx) => {
    // Checked again inside: another start-up may have seeded in between.
    if (!(await isEmpty(tx))) return false;
    const categoryRows = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((name) => ({ name, slug: slugify(name, 'category') })))
      .returning({ id: categories.id, name: categories.name });
    // The members may survive from an earlier seeding whose listings, messages and events were all deleted since.
    const memberRows = await tx
      .insert(users)
      .values(DEMO_MEMBERS.map(({ name, email, phone }) => ({ name, email, phone, passwordHash: null })))
      .onConflictDoUpdate({ target: users.email, set: { name: sql`excluded.name` } })
      .returning({ id: users.id, email: users.email });

    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
    const memberIds = new Map(DEMO_MEMBERS.map((member) => [member.key, memberRows.find((row) => row.email === member.email)?.id]));
    const memberId = (key: DemoMemberKey) => {
      const id = memberIds.get(key);
      if (!id) throw new Error(`demo member ${key} was not stored`);
      return id;
    };
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((product, index) => {
        const photo = photos[index];
        const category = categoryId.get(product.category);
        if (!photo || !category) throw new Error(`demo product ${product.slug} is incomplete`);
        return {
          name: product.name,
          slug: product.slug,
          description: product.description,
          pricePaise: rupeesToPaise(product.price),
          quantity: product.quantity,
          isSold: product.quantity === 0,
          shipping: product.shipping,
          categoryId: category,
          sellerId: memberId(product.seller),
          ...photoColumns(photo),
        };
      }),
    );
    await tx.insert(rentProducts).values(
      DEMO_RENT_PRODUCTS.map((item, index) => ({
        ...listingValues(item, rentPhotos[index], memberId(item.seller)),
        depositPaise: rupeesToPaise(item.deposit ?? 0),
      })),
    );
    await tx
      .insert(services)
      .values(DEMO_SERVICES.map((item, index) => ({ ...listingValues(item, servicePhotos[index], memberId(item.seller)), weekly: item.weekly ?? [] })));
    await seedCommunity(tx, memberId, new Date());
    return true;
  });
}
