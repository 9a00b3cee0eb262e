import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, probing for it on the first parse; the
// storefront's Content-Security-Policy allows no eval, so the probe is a violation report on every page.
// Imported first by main.tsx, before anything parses.
z.config({ jitless: true });
