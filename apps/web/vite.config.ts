import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from '../../packages/ui/build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server the dev and preview servers forward to. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/files': { target: apiTarget },
};

export default defineConfig(({ command }) => {
  // NODE_ENV is the API server's setting (its default is `development`), and Vite takes a NODE_ENV it finds in
  // the environment as a wish for React's development bundle (half as large again and several times slower).
  // The shop's build is always the production one; set here, before Vite and the React plugin read it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root,
    plugins: [react(), tailwindcss(), precompress()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // A feature's modules only declare (no statement runs on import; ARCHITECTURE.md, "The web"), so what
        // a feature's index re-exports and an importer does not use stays out of the importer's chunk: the
        // header reads the cart's count through the orders index without taking the address book's form.
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/]/, sideEffects: false }] },
        output: {
          // An area's chunk is named after its feature (features/<area>/pages.tsx → <area>-<hash>.js).
          chunkFileNames: (chunk) => {
            const area = chunk.facadeModuleId?.match(/[\\/]features[\\/]([^\\/]+)[\\/]pages\.tsx?$/)?.[1];
            return `assets/${area ?? '[name]'}-[hash].js`;
          },
          codeSplitting: {
            // The frameworks every page needs, in one long-cached file that changes only when they are upgraded.
            // Libraries used by some pages only (zod, react-hook-form) stay out of it, in those pages' chunks.
            groups: [
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
