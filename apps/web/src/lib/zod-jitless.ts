import { config, z as zod } from 'zod/v4';

// The web server's CSP allows no eval (server/csp.ts). Without this, zod tries `new Function` to
// compile its object parsers; the browser refuses and reports a violation, even though zod
// catches the refusal. The build resolves every `zod` import to this module (vite.config.ts), so
// the setting is made before any schema parses, and only on pages that load zod at all: it is
// part of `z`'s own value, which the bundler keeps exactly where `z` is used.
export const z = (config({ jitless: true }), zod);
export default z;
