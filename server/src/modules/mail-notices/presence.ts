import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';

/**
 * When each member was last seen with a socket open (docs/product-rules.md "E-mail notifications"), in
 * `users.seen_at`, shared by every process: stamped when a member's socket connects and when it disconnects, and
 * for every member with one open in this process by `stampConnected`, which the e-mail sweep runs each minute
 * before it looks. A process that dies stops stamping, and its members count as away 5 minutes later.
 */
export function trackPresence(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();

  const stamp = async (userIds: string[]) => {
    if (userIds.length === 0) return;
    await app.db.update(users).set({ seenAt: app.clock.now() }).where(inArray(users.id, userIds));
  };
  /** A stamp nobody waits for: its failure is logged, and the app's close waits for it. */
  const stampLater = (userId: string) => {
    const under = stamp([userId]).catch((error: unknown) => app.log.error({ err: error, user: userId }, 'presence stamp failed'));
    pending.add(under);
    void under.finally(() => pending.delete(under));
  };

  app.io.on('connection', (socket) => {
    const member = socket.data.user?._id;
    if (!member) return;
    stampLater(member);
    socket.once('disconnect', () => stampLater(member));
  });
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  return {
    /** Stamps every member with a socket open in this process now. */
    async stampConnected(): Promise<void> {
      const members = new Set<string>();
      for (const socket of app.io.of('/').sockets.values()) {
        const member = socket.data.user?._id;
        if (member) members.add(member);
      }
      await stamp([...members]);
    },
  };
}
