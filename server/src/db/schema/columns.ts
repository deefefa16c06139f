import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { type AnyPgColumn, check, customType, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns are named by their keys: the database client and drizzle-kit both use `casing: 'snake_case'`
// (docs/decisions/0016-listing-tables-and-casing.md), so `pricePaise` is the column `price_paise`.

/**
 * PostgreSQL `bytea`, which drizzle has no column builder for. PGlite hands back a Uint8Array and
 * postgres-js a Buffer; both become a Buffer so Fastify can send it as it is.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** `'a', 'b'` for a check constraint: the fixed category lists (docs/product-rules.md "Validation") are code constants, never user input. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * A plain index on each of `columns`, named `<table>_<column>_idx` after the column's name in the database: the
 * columns a table is read by (a member's rows, a checkout's lines). Unique, partial and several-column indexes
 * are written out with their own names.
 */
export const indexesOn = (table: string, ...columns: AnyPgColumn[]) =>
  columns.map((column) => index(`${table}_${toSnakeCase(column.name)}_idx`).on(column));

/** A random uuid primary key, made by the database. */
export const uuidKey = () => uuid().primaryKey().defaultRandom();

/** A moment, always with its time zone. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** When the row was written, set by the database. */
export const createdAt = () => timestamptz().notNull().defaultNow();

/** When a listing was written and last changed (its repository sets `updatedAt` on each update). */
export const listingTimes = () => ({ createdAt: createdAt(), updatedAt: timestamptz().notNull().defaultNow() });

/**
 * A listing's photo, in the two sizes the site shows (README "Photos"): the page size (`photo`, up to 1200 px)
 * and the card size of the grids (`photo_card`, about 400 px). Both are our own re-encoded WebP; types and
 * tags are set by the server, never taken from an upload. A photo stored before the card size existed gets
 * its card on first request.
 */
export const photoColumnDefs = () => ({
  photo: bytea(),
  photoType: text(),
  photoEtag: text(),
  photoCard: bytea(),
  photoCardEtag: text(),
});

type PhotoColumns = { [K in keyof ReturnType<typeof photoColumnDefs>]: AnyPgColumn };

/** A photo is served only with its type and tag, and a card only beside the photo it was made from. */
export const photoChecks = (table: string, columns: PhotoColumns) => [
  check(
    `${table}_photo_check`,
    sql`(${columns.photo} is null) = (${columns.photoType} is null) and (${columns.photo} is null) = (${columns.photoEtag} is null)`,
  ),
  check(
    `${table}_photo_card_check`,
    sql`(${columns.photoCard} is null) = (${columns.photoCardEtag} is null) and (${columns.photoCard} is null or ${columns.photo} is not null)`,
  ),
];

/** PostgreSQL `tsvector`, which drizzle has no column builder for; only the database writes and reads it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A listing's full-text search document (README "Search"): its name (weight A) and description (weight B), as
 * English words, stemmed, so "hoodies" finds "Hoodie". Written by the database from the two columns on every
 * insert and update, whatever code path made it. The name and description columns are named here as the
 * database knows them, since the three listing tables share this definition.
 */
export const searchDocument = () =>
  tsvector().generatedAlwaysAs(
    sql.raw(`setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')`),
  );

/** The indexes of a listing table's search (README "Search"): the document's words, and the lower-cased name's trigrams (typos, prefixes, pieces). */
export const searchIndexes = (table: string, columns: { name: AnyPgColumn; searchDocument: AnyPgColumn }) => [
  index(`${table}_search_idx`).using('gin', columns.searchDocument),
  index(`${table}_name_trgm_idx`).using('gin', sql`lower(${columns.name}) gin_trgm_ops`),
];
