// The journeys' app listens on free ports that global-setup picks and hands to the test files
// through the environment, so parallel runs (two checkouts, a running `npm start`) never collide.
const required = (name: string): number => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} is not set: run through e2e/vitest.config.ts`);
  return value;
};

export const API_PORT = required('E2E_API_PORT');
export const WEB_PORT = required('E2E_WEB_PORT');
export const API_URL = `http://localhost:${API_PORT}`;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
