import { config } from 'zod';

// The web server's CSP allows no eval (server/csp.ts). Without this, zod tries `new Function` to
// compile its object parsers; the browser refuses and reports a violation, even though zod
// catches the refusal. main.tsx imports this first, before any schema is built.
config({ jitless: true });
