import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const minimumBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(path);
    } else yield path;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build. The server sends them to browsers
 * that accept them (@fastify/static `preCompressed`): compressed once, at the highest levels, instead of per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'listok-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!compressible.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < minimumBytes) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          );
        }
      },
    },
  };
}
