import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // Files that run in the node environment (servers, HTTP client) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
