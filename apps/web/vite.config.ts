import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // The contracts' sources, so the bundler keeps only the constants and types the page uses.
      '@stagelink/contracts': fromHere('../../libs/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Read by `npm run bench` to tell what the public route loads first from what it loads later.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
