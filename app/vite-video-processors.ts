import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the meeting room's background effects find the library's model, wasm and workers (utils/background-effect.ts). */
export const VIDEO_PROCESSORS_DIR = 'video-processors';

/**
 * Ships @twilio/video-processors' build assets (the selfie segmentation model, the TFLite wasm and loaders, the
 * pipeline workers) under fixed names in dist/video-processors/, as the library asks for them by name, and lists
 * them in Vite's manifest so the server serves them like any other asset. Nothing is fetched from another host.
 */
export function videoProcessorAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const buildDir = path.join(path.dirname(require.resolve('@twilio/video-processors/package.json')), 'dist', 'build');
  const files = readdirSync(buildDir).filter((file) => /\.(tflite|wasm)$/.test(file) || /^(tflite|twilio-.*-worker).*\.js$/.test(file));
  return {
    name: 'portal-video-processor-assets',
    apply: 'build',
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: `${VIDEO_PROCESSORS_DIR}/${file}`, source: readFileSync(path.join(buildDir, file)) });
      }
    },
    // after Vite wrote its manifest: the server serves only what the manifest lists
    writeBundle(options) {
      const manifestFile = path.join(options.dir ?? 'dist', '.vite', 'manifest.json');
      const entries = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
      entries[VIDEO_PROCESSORS_DIR] = {
        file: `${VIDEO_PROCESSORS_DIR}/${files[0]}`,
        assets: files.map((file) => `${VIDEO_PROCESSORS_DIR}/${file}`),
      };
      writeFileSync(manifestFile, JSON.stringify(entries, null, 2));
    },
  };
}
