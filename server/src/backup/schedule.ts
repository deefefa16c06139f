import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { takeBackup, writeDump, type DatabaseSource } from './take-backup';

/**
 * BACKUP_INTERVAL: the server backs the site up on its own, as `pnpm db backup` would, keeping BACKUP_KEEP backups
 * (README "Backups"). The instances of a site take turns through the database, so one of them takes each backup.
 */
export const backupSchedulePlugin = fp(
  async (app: FastifyInstance) => {
    const { BACKUP_INTERVAL, BACKUP_KEEP } = app.config;
    if (!BACKUP_INTERVAL) return;
    const database = app.database;
    const source: DatabaseSource =
      database.kind === 'pglite'
        ? { kind: 'pglite', dump: async (file) => writeDump(await database.dumpDataDir(), file) }
        : { kind: 'postgres', url: database.url };
    app.scheduler.every(
      'backing up the site',
      BACKUP_INTERVAL,
      async () => {
        const { file, pruned } = await takeBackup(app.config, source, BACKUP_KEEP);
        app.log.info({ file, pruned }, 'the site was backed up');
      },
      { acrossInstances: true },
    );
  },
  { name: 'backup-schedule', dependencies: ['config', 'database', 'scheduler'] },
);
