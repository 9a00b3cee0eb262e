import { z } from 'zod';

// The server's Content-Security-Policy allows no eval, and zod probes `new Function` on its first parse (a
// violation report on every page): off, before anything parses. Imported first by main.tsx.
z.config({ jitless: true });
