import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@locales/': fileURLToPath(new URL('./locales/', import.meta.url)),
};

// Pure rules run in Node (`*.test.ts`); components run in jsdom (`*.test.tsx`).
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
