import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor wait up to 5 s, not 1 s: a screen's lazy chunk is transformed on first import,
// which on a loaded two-core CI machine can take over a second. What never shows still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Files that run in the node environment (servers, HTTP client) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
