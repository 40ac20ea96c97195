import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files worth compressing (source maps only load in developer tools: left to on-demand compression). */
export const PRECOMPRESSED = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this size compression costs more than it saves (a header or two of overhead). */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every text file of the build, once at build
 * time: the site's server sends them as they are, and so can a static host (nginx `gzip_static` / `brotli_static`,
 * most CDNs), instead of compressing each reply with fast, weaker settings.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'momento:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => PRECOMPRESSED.test(name))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const raw = await readFile(file);
            if (raw.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
