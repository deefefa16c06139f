import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, users } from '../../db/schema';
import type { StoredPhoto } from '../../plugins/photos';
import { rupeesToPaise } from '@campus/shared/contract';
import { slugify } from '../catalogue/slug';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SELLERS, type DemoCategory } from './data';
import { demoPhotoSvg } from './photo-svg';

/** Demo data only ever goes into a marketplace nobody has started using. */
async function isEmpty(db: Db): Promise<boolean> {
  const [productCount] = await db.select({ n: count() }).from(products);
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  return (productCount?.n ?? 0) === 0 && (categoryCount?.n ?? 0) === 0;
}

function categoryOf(name: string): DemoCategory {
  const category = DEMO_CATEGORIES.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`demo product in unknown category ${name}`);
  return category;
}

/**
 * Fills an empty database with demo categories, sellers and products, all in one transaction.
 * Returns whether it did; calling it again (or on a database with data) changes nothing.
 */
export async function seedDemoData(db: Db, encode: (bytes: Buffer) => Promise<StoredPhoto>): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Rendering is the slow part: done before the transaction so it holds no locks meanwhile.
  const photos = await Promise.all(
    DEMO_PRODUCTS.map((product) => encode(demoPhotoSvg(product.name, categoryOf(product.category)))),
  );

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
          photo: photo.data,
          photoType: photo.type,
          photoEtag: photo.etag,
        };
      }),
    );
    return true;
  });
}
