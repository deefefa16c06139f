// @ts-check
// The first module of every browser entry (index.mjs). Zod compiles its object parsers with `new Function` where
// it may, and finds out whether it may by trying once: the site's Content-Security-Policy allows no eval, and
// the browser reports even that caught try as a violation (README "Security headers"). `jitless` turns both off.
// Every copy of zod in the page (the shell's, each remote's) reads its configuration from one object on
// globalThis, which zod's `config()` writes to, and reads it as each schema is created: hence set first, before
// any module that makes a schema. Written here without importing zod, which would put zod into the first load
// of every page (+2.9 KB of brotli in the shell's main.js, measured).
// Plain ES2015 (this file is not compiled for the browsers the site supports, as its TypeScript is).
const page = /** @type {{ __zod_globalConfig?: { jitless?: boolean } }} */ (globalThis);
if (!page.__zod_globalConfig) page.__zod_globalConfig = {};
page.__zod_globalConfig.jitless = true;
