// Scenario "disk": the server started with MIN_FREE_DISK_MB above the free space of its data folder's
// disk. Writes should be refused with 507 and reads still answered.
import { statfsSync } from 'node:fs';
import { send } from '../outcome.mjs';
import { connect, sendChatMessage } from '../socket.mjs';
import { removeFolder, startReady, stop, tempFolder } from '../fault-process.mjs';
import { freePort } from '../server.mjs';
import { createProduct, FAULT_SERVER_ENV, prepareSite } from './site.mjs';

/** @param {{ root: string, log: (line: string) => void }} options */
export async function diskFloor({ root, log }) {
  const dataDir = tempFolder();
  const port = await freePort();
  /** @type {import('../fault-process.mjs').Running | null} */
  let server = null;
  try {
    // The member and a product are made before the floor is set: signing up is a write too.
    ({ server } = await startReady({ root, dataDir, port, env: FAULT_SERVER_ENV }));
    const { categoryId, tokens } = await prepareSite(server.origin, 1);
    const product = await createProduct(server.origin, tokens[0], categoryId);
    await stop(server);

    const disk = statfsSync(dataDir);
    const freeMb = Math.floor((disk.bavail * disk.bsize) / 1024 / 1024);
    const floorMb = freeMb + 100_000;
    let started;
    try {
      started = await startReady({ root, dataDir, port, env: { ...FAULT_SERVER_ENV, MIN_FREE_DISK_MB: String(floorMb) } });
    } catch (error) {
      // A server that refuses to start below its floor is an answer too.
      const reason = error instanceof Error ? error.message : String(error);
      log(`disk: the server did not start with the floor: ${reason}`);
      return { freeMb, floorMb, startedWithFloor: false, startError: reason.slice(0, 500) };
    }
    server = started.server;
    const { origin } = server;
    const describe = (/** @type {import('../outcome.mjs').Outcome} */ outcome) => ({
      status: outcome.status || outcome.error,
      message: outcome.body?.message ?? null,
    });
    const writes = {
      'create a product': describe(await createProduct(origin, tokens[0], categoryId)),
      register: describe(await send(origin, 'POST', '/api/v1/auth/register', { json: { name: 'Disk Floor', email: `disk-${Date.now()}@campus.test`, password: 'bench-password-42', phone: '' } })),
      'chat message': await chatSend(origin, tokens[0]),
    };
    const reads = {
      'product list': describe(await send(origin, 'GET', '/api/v1/product/get-product')),
      'product page': describe(await send(origin, 'GET', `/api/v1/product/get-product/${product.body.product.slug}`)),
      'chat history': describe(await send(origin, 'GET', '/api/v1/chats/messages')),
      health: describe(await send(origin, 'GET', '/api/v1/health')),
    };
    const ready = describe(await send(origin, 'GET', '/api/v1/ready'));
    log(`disk: free ${freeMb} MB, floor ${floorMb} MB; writes ${JSON.stringify(writes)}; reads ${JSON.stringify(reads)}`);
    return { freeMb, floorMb, startedWithFloor: true, readyMs: started.readyMs, writes, reads, ready };
  } finally {
    if (server) await stop(server);
    removeFolder(dataDir);
  }
}

/** @param {string} origin  @param {string} token */
async function chatSend(origin, token) {
  const socket = await connect(origin, token);
  try {
    const ack = await sendChatMessage(socket, 'disk floor');
    return { status: 'stored', message: `seq ${ack.seq}` };
  } catch (error) {
    return { status: 'refused', message: error instanceof Error ? error.message : String(error) };
  } finally {
    socket.disconnect();
  }
}
