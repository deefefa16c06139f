import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses every text answer above 1 KB (API JSON, the HTML page), brotli for browsers that take it and
 * gzip for the rest, with `Vary: Accept-Encoding`. Built files are compressed once at build time and
 * served as they are (`preCompressed` in the web and releases plugins); an answer that already carries a
 * Content-Encoding is left alone, and images are not compressible. Request bodies are not decompressed:
 * nothing here needs it, and it would let a small upload unpack into a large one.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
      // Quality 11, right for files compressed once, costs a hundred times more per response; 4 is close in size.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
