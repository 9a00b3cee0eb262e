import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from '../../packages/ui/build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server the dev and preview servers forward to. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = { '/api': { target: apiTarget } };

export default defineConfig(({ command }) => {
  // As the storefront's (apps/web/vite.config.ts): an inherited NODE_ENV must not turn the build into React's
  // development bundle.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root,
    // The API server serves this build under /admin (apps/api web/static.ts), its assets under /admin/assets.
    base: '/admin/',
    plugins: [react(), tailwindcss(), precompress()],
    server: { port: 5174, proxy },
    preview: { port: 4174, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The frameworks every page needs, in one long-cached file (as the storefront's); zod and
            // react-hook-form stay in the sign-in's and the forms' chunks.
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
