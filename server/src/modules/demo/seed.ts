import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, rentProducts, services, users } from '../../db/schema';
import { photoColumns, type StoredPhoto } from '../../plugins/photos';
import { rupeesToPaise } from '@campus/shared/contract';
import { slugify } from '../catalogue/slug';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SELLERS, type DemoCategory } from './data';
import { demoPhotoSvg } from './photo-svg';
import { DEMO_RENT_PRODUCTS, DEMO_SERVICES, type DemoListing } from './rentals-data';

/** Demo data only ever goes into a marketplace nobody has started using. */
async function isEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [products, categories, rentProducts, services].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0),
  );
  return counts.every((n) => n === 0);
}

/** A rent item's or service's row values, its photo already rendered. */
function listingValues<C extends string>(listing: DemoListing<C>, photo: StoredPhoto | undefined, sellerId: string | undefined) {
  if (!photo || !sellerId) throw new Error(`demo listing ${listing.name} is incomplete`);
  return {
    name: listing.name,
    description: listing.description,
    pricePaise: rupeesToPaise(listing.price),
    category: listing.category,
    sellerId,
    ...photoColumns(photo),
  };
}

function categoryOf(name: string): DemoCategory {
  const category = DEMO_CATEGORIES.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`demo product in unknown category ${name}`);
  return category;
}

/**
 * Fills an empty database with demo categories, sellers, products, rent items and services, all in one transaction.
 * Returns whether it did; calling it again (or on a database with data) changes nothing.
 */
export async function seedDemoData(db: Db, encode: (bytes: Buffer) => Promise<StoredPhoto>): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Rendering is the slow part: done before the transaction so it holds no locks meanwhile.
  const photos = await Promise.all(
    DEMO_PRODUCTS.map((product) => encode(demoPhotoSvg(product.name, categoryOf(product.category)))),
  );
  const listingPhoto = (listing: DemoListing<string>) => encode(demoPhotoSvg(listing.name, { name: listing.category, ...listing.look }));
  const rentPhotos = await Promise.all(DEMO_RENT_PRODUCTS.map(listingPhoto));
  const servicePhotos = await Promise.all(DEMO_SERVICES.map(listingPhoto));

  return db.transaction(async (tx) => {
    // Checked again inside: another start-up may have seeded in between.
    if (!(await isEmpty(tx))) return false;
    const categoryRows = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map(({ name }) => ({ name, slug: slugify(name, 'category') })))
      .returning({ id: categories.id, name: categories.name });
    // The sellers may survive from an earlier seeding whose listings were all deleted since.
    const sellerRows = await tx
      .insert(users)
      .values(DEMO_SELLERS.map(({ name, email, phone }) => ({ name, email, phone, passwordHash: null })))
      .onConflictDoUpdate({ target: users.email, set: { name: sql`excluded.name` } })
      .returning({ id: users.id, email: users.email });

    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
    const sellerId = new Map(DEMO_SELLERS.map((seller) => [seller.key, sellerRows.find((row) => row.email === seller.email)?.id]));
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((product, index) => {
        const photo = photos[index];
        const category = categoryId.get(product.category);
        const seller = sellerId.get(product.seller);
        if (!photo || !category || !seller) throw new Error(`demo product ${product.slug} is incomplete`);
        return {
          name: product.name,
          slug: product.slug,
          description: product.description,
          pricePaise: rupeesToPaise(product.price),
          quantity: product.quantity,
          isSold: product.quantity === 0,
          shipping: product.shipping,
          categoryId: category,
          sellerId: seller,
          ...photoColumns(photo),
        };
      }),
    );
    await tx
      .insert(rentProducts)
      .values(DEMO_RENT_PRODUCTS.map((item, index) => listingValues(item, rentPhotos[index], sellerId.get(item.seller))));
    await tx
      .insert(services)
      .values(DEMO_SERVICES.map((item, index) => listingValues(item, servicePhotos[index], sellerId.get(item.seller))));
    return true;
  });
}
