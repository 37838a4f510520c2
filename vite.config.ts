import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads the manifest to size the initial load and each route's chunk.
    manifest: true,
  },
  server: {
    // `npm run dev`: the API server runs on 3000; Vite serves the client with hot reload.
    proxy: { '^/(?!@|src|node_modules|main.tsx|platform|features|assets).*': 'http://localhost:3000' },
  },
});
