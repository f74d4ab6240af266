import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSessionHint, setSignedInHint } from './features/support/session-hint';

afterEach(() => {
  cleanup();
  setSessionHint(false);
  setSignedInHint(false);
});
