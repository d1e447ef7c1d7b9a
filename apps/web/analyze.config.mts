import base from './vite.config.ts';
import { gzipSync } from 'node:zlib';
export default {
  ...base,
  root: '/work/main/apps/web',
  plugins: [...(base as any).plugins, {
    name: 'sizes',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const byPkg: Record<string, number> = {};
        for (const [id, m] of Object.entries<any>(chunk.modules)) {
          const key = id.includes('node_modules/') ? id.split('node_modules/').pop()!.split('/').slice(0, id.split('node_modules/').pop()!.startsWith('@') ? 2 : 1).join('/') : id.replace('/work/main/', '').split('/').slice(0, 4).join('/');
          byPkg[key] = (byPkg[key] ?? 0) + (m.code ? gzipSync(m.code).length : 0);
        }
        console.log('==', name, gzipSync(chunk.code).length);
        for (const [k, v] of Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log('   ', k, v);
      }
    },
  }],
};
