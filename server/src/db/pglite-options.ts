import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The contrib extensions the migrations create, loaded into PGlite (PostgreSQL ships them). */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/**
 * PGlite's own settings. Its PostgreSQL starts with shared_buffers at 128 MB, which a campus site's database
 * (a few MB, read mostly from this process's caches) never fills but the process keeps once touched: 16 MB
 * takes PGlite from about 326 to 198 MB of memory (README "Memory").
 */
export const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};
