import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const mb = (n) => Math.round(n / 1048576);
const show = (l) => { const m = process.memoryUsage(); console.log(l, 'rss', mb(m.rss), 'heap', mb(m.heapUsed), 'ext', mb(m.external), 'ab', mb(m.arrayBuffers)); };
show('node');
const args = process.argv[2] ? ['-c', `shared_buffers=${process.argv[2]}`] : [];
const db = new PGlite('/tmp/memdata/pglite', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...args] });
await db.waitReady; show('open');
for (const t of ['products','rent_products','services','chat_messages']) { try { await db.query(`select * from ${t}`); } catch(e){console.log(e.message)} }
show('read all');
await db.query(`select count(*) from products where name % 'book'`).catch(e=>console.log(e.message));
show('trgm');
