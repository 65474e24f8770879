import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 kB or more (JSON of the API, the SPA's index.html when no precompressed
 * copy exists) with brotli or gzip, as the client accepts. Brotli at quality 4: for answers made per
 * request, a fast level compresses nearly as well as 11 at a fraction of the CPU. Built assets are
 * already compressed on disk (web-static.ts) and pass through untouched.
 */
export async function useCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies stay plain JSON: no decompression of what clients send.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
