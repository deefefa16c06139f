// Fills a fresh site through its HTTP API only, as its members would: categories (admin), members,
// products, rent items and services (a share with photos) and community chat messages.
import { callJson, inParallel, logIn, postForm, signUp } from './api-client.mjs';
import { photoMaker } from './photos.mjs';
import { requireBuild, startServer } from './server.mjs';
import { connect, sendChatMessage } from './socket.mjs';

/** What a bench site holds: a small campus. */
export const SITE = { categories: 8, members: 20, products: 500, rentProducts: 100, services: 100, messages: 60 };
/** One listing in this many has a photo (a quarter). */
export const PHOTO_EVERY = 4;
/** The admin start-up creates (ADMIN_EMAIL, ADMIN_PASSWORD): categories are an admin's to create. */
export const ADMIN = { email: 'bench-admin@campus.test', password: 'bench-admin-password-42' };
/**
 * The server's settings for a seeded bench site: no demo data (the bench's own instead), the admin, and a
 * form limit (register and login, 10 a minute by default) that lets the members sign up.
 */
export const SITE_SERVER_ENV = { DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_RATE_LIMIT: '1000' };
/** Requests in flight while seeding: enough to overlap, few enough for the 2-core machine. */
const CONCURRENCY = 4;

const CATEGORY_NAMES = ['Books', 'Electronics', 'Furniture', 'Clothing', 'Sports', 'Stationery', 'Kitchen', 'Music', 'Bikes', 'Games'];
// The server accepts only these (RENT_CATEGORIES and SERVICE_CATEGORIES in shared/src/contract/catalogue.ts).
const RENT_CATEGORIES = ['Books', 'Electronics', 'Sports Equipment', 'Furniture', 'Transport', 'Fashion'];
const SERVICE_CATEGORIES = ['Tutoring', 'Photography', 'Graphic Design', 'Technical Support', 'Music Lessons', 'Content Writing'];
const ADJECTIVES = ['Barely used', 'Vintage', 'Compact', 'Sturdy', 'Second-hand', 'Like new', 'Handmade', 'Foldable', 'Classic', 'Lightweight'];
const THINGS = ['study lamp', 'calculus textbook', 'desk chair', 'electric kettle', 'guitar', 'backpack', 'monitor', 'bicycle', 'rain jacket', 'board game', 'mini fridge', 'headphones'];
const SERVICES = ['Calculus tutoring', 'Portrait photography', 'Poster design', 'Laptop repair', 'Guitar lessons', 'Essay proofreading'];
const FIRST_NAMES = ['Asha', 'Ben', 'Chen', 'Divya', 'Emre', 'Farah', 'Gabe', 'Hana', 'Ivan', 'Jaya', 'Kofi', 'Lena', 'Mateo', 'Nia', 'Omar', 'Priya', 'Quinn', 'Ravi', 'Sara', 'Tom'];

const SENTENCES = [
  'Bought it last semester and used it only a few times.',
  'Small scratch on one side, otherwise in great shape.',
  'Pick up near the library or the north hostel, evenings work best.',
  'Comes with the original box and the charger.',
  'Moving out at the end of the term, so it has to go.',
  'Happy to show it working before you pay.',
  'Price is a little negotiable for students in my year.',
  'Cleaned and checked, ready to use straight away.',
  'A few pages are highlighted in yellow, nothing written in the margins.',
  'Works perfectly, the battery still lasts the whole day.',
  'Delivery inside the campus is free if you buy two things.',
  'Message me on the chat first, I answer within a day.',
];

/** A description of 1 to 8 sentences, different from one listing to the next. @param {number} index */
function description(index) {
  const count = 1 + ((index * 5) % 8);
  return Array.from({ length: count }, (_, n) => SENTENCES[(index * 7 + n * 5) % SENTENCES.length]).join(' ');
}

/**
 * @typedef {{ token: string, name: string }} Member
 * @typedef {{ _id: string, name: string }} Category
 * @typedef {{ _id: string, slug: string, name: string, hasPhoto: boolean }} SeededProduct
 * @typedef {(done: number, total: number) => void} Progress
 */

/**
 * Products `from` to `from + count - 1`, spread over the members and categories; every PHOTO_EVERY-th one
 * (counting from 0) with a photo, up to `photosBelow`.
 * @param {{ origin: string, members: Member[], categories: Category[], from: number, count: number,
 *   makePhoto: (index: number) => Promise<Buffer>, photosBelow?: number, concurrency?: number, progress?: Progress }} options
 * @returns {Promise<SeededProduct[]>}
 */
export async function seedProducts({ origin, members, categories, from, count, makePhoto, photosBelow = Infinity, concurrency = CONCURRENCY, progress }) {
  let done = 0;
  const indexes = Array.from({ length: count }, (_, offset) => from + offset);
  return inParallel(indexes, concurrency, async (index) => {
    const member = members[index % members.length];
    const withPhoto = index % PHOTO_EVERY === 0 && index < photosBelow;
    const body = await postForm(
      origin,
      '/product/create-product',
      member.token,
      {
        name: `${ADJECTIVES[index % ADJECTIVES.length]} ${THINGS[(index * 7) % THINGS.length]} ${index + 1}`,
        description: description(index),
        price: 50 + ((index * 37) % 4950),
        quantity: 1 + (index % 4),
        category: categories[index % categories.length]._id,
        shipping: index % 3 === 0,
      },
      withPhoto ? await makePhoto(index) : null,
    );
    done += 1;
    progress?.(done, count);
    const { _id, slug, name, hasPhoto } = body.product;
    return { _id, slug, name, hasPhoto };
  });
}

/**
 * Rent items or services: `count` of them, a quarter with photos (photo numbers from `photoBase` on, so
 * they differ from the products').
 * @param {{ origin: string, members: Member[], kind: 'rent' | 'service', count: number, photoBase: number,
 *   makePhoto: (index: number) => Promise<Buffer> }} options
 */
async function seedListings({ origin, members, kind, count, photoBase, makePhoto }) {
  const [apiPath, categories, names] =
    kind === 'rent'
      ? ['/rent-product/create-rent-product', RENT_CATEGORIES, THINGS]
      : ['/service/create-service', SERVICE_CATEGORIES, SERVICES];
  return inParallel(Array.from({ length: count }, (_, index) => index), CONCURRENCY, async (index) => {
    const body = await postForm(
      origin,
      apiPath,
      members[(index * 3) % members.length].token,
      {
        name: `${names[index % names.length]} ${index + 1}`,
        description: description(index + 3),
        pricePerDay: 20 + ((index * 13) % 480),
        category: categories[index % categories.length],
      },
      index % PHOTO_EVERY === 0 ? await makePhoto(photoBase + index) : null,
    );
    const item = body.rentProduct ?? body.service;
    return { _id: item._id, hasPhoto: item.hasPhoto };
  });
}

/** @param {string} origin  @param {Member[]} members  @param {number} count */
async function seedChat(origin, members, count) {
  const sockets = await Promise.all(members.map((member) => connect(origin, member.token)));
  try {
    // One after the other, in turn: the chat allows a member 10 messages in 10 s (CHAT_RATE_LIMIT).
    for (let index = 0; index < count; index += 1) {
      await sendChatMessage(sockets[index % sockets.length], `Message ${index + 1}: anyone selling a ${THINGS[index % THINGS.length]}?`);
    }
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

/**
 * Seeds a server started with SITE_SERVER_ENV.
 * @param {{ origin: string, root: string, site?: typeof SITE, log?: (line: string) => void }} options
 */
export async function seedSite({ origin, root, site = SITE, log = () => {} }) {
  const makePhoto = photoMaker(root);
  const adminToken = await logIn(origin, ADMIN.email, ADMIN.password);
  /** @type {Category[]} */
  const categories = [];
  for (const name of CATEGORY_NAMES.slice(0, site.categories)) {
    const body = await callJson(origin, 'POST', '/category/create-category', { body: { name }, token: adminToken });
    categories.push(body.category);
  }
  const run = Date.now();
  /** @type {Member[]} */
  const members = await inParallel(Array.from({ length: site.members }, (_, index) => index), CONCURRENCY, async (index) => {
    const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${index + 1}`;
    const phone = index % 2 === 0 ? `+91 98${String(10_000_000 + index * 7919).slice(0, 8)}` : '';
    return { name, token: await signUp(origin, { name, email: `member-${run}-${index}@campus.test`, phone }) };
  });
  log(`seeded ${categories.length} categories and ${members.length} members`);
  const products = await seedProducts({
    origin,
    members,
    categories,
    from: 0,
    count: site.products,
    makePhoto,
    progress: (done, total) => {
      if (done % 100 === 0 || done === total) log(`products: ${done} / ${total}`);
    },
  });
  const rentProducts = await seedListings({ origin, members, kind: 'rent', count: site.rentProducts, photoBase: 100_000, makePhoto });
  const services = await seedListings({ origin, members, kind: 'service', count: site.services, photoBase: 200_000, makePhoto });
  log(`seeded ${rentProducts.length} rent items and ${services.length} services`);
  await seedChat(origin, members, site.messages);
  log(`seeded ${site.messages} chat messages`);
  return { adminToken, categories, members, products, rentProducts, services, makePhoto };
}

/**
 * The built site (`webRoot`) on a fresh server, seeded with SITE through its API; the server stops if seeding fails.
 * @param {string} root the repository  @param {string} webRoot where the built apps are
 */
export async function startSeededSite(root, webRoot) {
  requireBuild(root, webRoot);
  const server = await startServer({ root, webRoot, env: SITE_SERVER_ENV });
  try {
    const seeded = await seedSite({ origin: server.origin, root, log: (line) => console.log(`seed: ${line}`) });
    return { server, seeded };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
