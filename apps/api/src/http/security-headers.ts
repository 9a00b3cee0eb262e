import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where Stripe.js comes from, the frames it opens and the API it calls (Stripe's CSP guide). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The pay page, the one document that loads Stripe.js (apps/web routes: order-pay). */
const PAY_PAGE = /^\/order\/pay\/[^/?#]+\/?(?:[?#]|$)/;

/** The hash a CSP names an inline style element by: the base64 SHA-256 of exactly its text. */
function styleHashes(html: string | null): string[] {
  if (!html) return [];
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

function policy(options: { stripe: boolean; styles: string[]; inlineStyles?: boolean }): string {
  const stripe = options.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe.script],
    // React's style props go through the CSSOM, which style-src does not govern; the one inline style element
    // is index.html's first paint, allowed by its hash.
    'style-src': ["'self'", ...(options.inlineStyles ? ["'unsafe-inline'"] : options.styles)],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...stripe.connect],
    'frame-src': stripe.frame.length > 0 ? stripe.frame : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The security headers of every page and answer: helmet's set (nosniff, frame denial, referrer policy and
 * the rest), a Content-Security-Policy that runs no inline or outside script (Stripe.js only on the pay page,
 * only with the Stripe provider), and HSTS when the request came over HTTPS through a trusted proxy (without
 * one, the shop cannot tell, and a plain-HTTP demo must not pin itself to HTTPS).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { indexHtml: string | null; stripe: boolean; trustProxy: boolean },
) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const styles = styleHashes(options.indexHtml);
  const everywhere = policy({ stripe: false, styles });
  const payPage = options.stripe ? policy({ stripe: true, styles }) : everywhere;
  // Swagger UI's page sets styles inline; its scripts are files, so scripts stay 'self' there too.
  const docs = policy({ stripe: false, styles, inlineStyles: true });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    reply.header(
      'content-security-policy',
      PAY_PAGE.test(url) ? payPage : url.startsWith('/api/docs') ? docs : everywhere,
    );
    if (options.trustProxy && request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
