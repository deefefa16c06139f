// The database's tables, one file per domain; code imports them from here (`db/schema`). The migrations in
// server/drizzle are generated from this module (README "How it is put together": `db:generate`).
export * from './accounts';
export * from './bookings';
export * from './catalogue';
export * from './community';
export * from './conversations';
export * from './orders';
export * from './rentals';
export * from './site';
export * from './reports';
export * from './mail';
export * from './limits';
