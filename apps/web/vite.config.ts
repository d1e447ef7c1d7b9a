import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Two builds (package.json): the browser's app in dist/, and the server render of `/` in
// dist-server/, which the gateway loads (docs/decisions.md, D-54). The server build is one
// CommonJS file with every dependency inside, so the gateway needs nothing else to load it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptsAfterFirstPaint(), precompress()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // The contracts' sources, so the bundler keeps only the constants and types the page uses.
      '@stagelink/contracts': fromHere('../../libs/contracts/src/index.ts'),
    },
  },
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  // The server build takes React's production code only, whatever NODE_ENV the gateway runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // Read by `npm run bench` to tell what the public route loads first from what it loads later.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The class merger in a file of its own: left to the bundler, it shares one with
              // React DOM, which the first screen needs and the merger is not (D-84).
              groups: [{ name: 'class-merge', test: /node_modules[\\/]tailwind-merge[\\/]/ }],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
