/**
 * A Vite plugin that answers /api and /files from the fixture, for working on the web app without the API
 * server: `MOCK_API=1 npx vite` (or `vite preview`). Node-only; vite.config.ts is its only importer.
 *
 * A cookie `mock` changes the answers, for looking at states: `slow` (landing after 3 s), `fail` (landing 500),
 * `empty` (no banners, deals or articles), `offline` (connection dropped), `unauthorized` (landing answers 401).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language } from '@beauty/shared';
import type { Connect, Plugin } from 'vite';
import {
  ARTICLES,
  BANNERS,
  COUNTRIES,
  LANGUAGE_ROWS,
  landing,
  productSeed,
  TOP_PICKS,
  textFor,
} from './fixture.ts';

/** Same rule as @beauty/shared's normaliseLanguage; the config loader cannot import TypeScript packages. */
function normaliseLanguage(code: string | null | undefined): Language {
  const base = (code ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_,;]/)[0];
  return base === 'cn' || base === 'zh' ? 'zh' : 'en';
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function svg(res: ServerResponse, width: number, height: number, label: string, body: string) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`,
  );
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const FONT = `font-family="system-ui, 'Noto Sans CJK SC', sans-serif"`;

function text(x: number, y: number, size: number, fill: string, value: string, extra = '') {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${FONT} ${extra}>${escapeXml(value)}</text>`;
}

function packageShape(shape: number, colour: string): string {
  switch (shape) {
    case 0: // bottle
      return `<rect x="262" y="120" width="76" height="70" rx="8" fill="#444"/><rect x="200" y="190" width="200" height="320" rx="34" fill="${colour}"/>`;
    case 1: // jar
      return `<rect x="160" y="270" width="280" height="64" rx="14" fill="#444"/><rect x="170" y="330" width="260" height="180" rx="28" fill="${colour}"/>`;
    case 2: // tube
      return `<rect x="190" y="120" width="220" height="34" rx="6" fill="#ddd"/><path d="M196 152 L404 152 L372 450 L228 450 Z" fill="${colour}"/><rect x="250" y="448" width="100" height="62" rx="10" fill="#444"/>`;
    default: // box
      return `<rect x="180" y="170" width="240" height="340" rx="8" fill="${colour}"/>`;
  }
}

function files(url: URL, res: ServerResponse): boolean {
  const language = normaliseLanguage(url.searchParams.get('lang'));
  const product = url.pathname.match(/^\/files\/products\/(\d+)-\d+\.svg$/);
  if (product) {
    const seed = productSeed(Number(product[1]));
    const colour = seed?.brand.colour ?? '#a3245c';
    const brand = seed?.brand.name ?? 'Beauty';
    svg(
      res,
      600,
      600,
      brand,
      `<rect width="600" height="600" fill="#faf6f7"/>${packageShape(seed?.shape ?? 0, colour)}<rect x="215" y="360" width="170" height="70" rx="6" fill="#fff" opacity=".92"/>${text(300, 405, 24, '#1a1a1a', brand, 'text-anchor="middle" font-weight="600"')}`,
    );
    return true;
  }
  const banner = url.pathname.match(/^\/files\/banners\/(\d+)-(desktop|mobile)\.svg$/);
  if (banner) {
    const b = BANNERS.find((x) => x.id === Number(banner[1])) ?? BANNERS[0];
    // Without words, like the seed's: the storefront sets the banner's words over it.
    const label = textFor(b.alt, language);
    if (banner[2] === 'desktop') {
      svg(
        res,
        1600,
        600,
        label,
        `<rect width="1600" height="600" fill="${b.colour}"/><circle cx="1250" cy="300" r="240" fill="#fff" opacity=".12"/><rect x="1150" y="150" width="200" height="320" rx="34" fill="#fff" opacity=".85"/>`,
      );
    } else {
      svg(
        res,
        800,
        800,
        label,
        `<rect width="800" height="800" fill="${b.colour}"/><circle cx="560" cy="560" r="220" fill="#fff" opacity=".12"/><rect x="480" y="420" width="170" height="280" rx="30" fill="#fff" opacity=".85"/>`,
      );
    }
    return true;
  }
  const topPick = url.pathname.match(/^\/files\/top-picks\/(\d+)\.svg$/);
  if (topPick) {
    const p = TOP_PICKS.find((x) => x.id === Number(topPick[1])) ?? TOP_PICKS[0];
    const title = textFor(p.title, language);
    svg(
      res,
      600,
      400,
      title,
      `<rect width="600" height="400" fill="${p.colour}"/><rect x="360" y="90" width="120" height="230" rx="24" fill="#fff" opacity=".85"/><rect x="440" y="170" width="110" height="150" rx="20" fill="#fff" opacity=".6"/>`,
    );
    return true;
  }
  const article = url.pathname.match(/^\/files\/articles\/(\d+)\.svg$/);
  if (article) {
    const a = ARTICLES.find((x) => x.id === Number(article[1])) ?? ARTICLES[0];
    svg(
      res,
      640,
      360,
      textFor(a.title, 'en'),
      `<rect width="640" height="360" fill="${a.colour}"/><circle cx="480" cy="180" r="120" fill="#fff" opacity=".18"/><circle cx="160" cy="260" r="70" fill="#fff" opacity=".12"/>`,
    );
    return true;
  }
  return false;
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  const found = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return found?.slice(name.length + 1);
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/files/')) {
    if (!files(url, res)) send(res, 404, { success: false, code: 404, error_message: 'Not found' });
    return;
  }
  if (!url.pathname.startsWith('/api/')) return next();

  const language = normaliseLanguage(req.headers['accept-language']);
  const mode = cookie(req, 'mock');
  const answer = (data: unknown) => send(res, 200, { success: true, data });

  if (mode === 'offline') {
    req.socket.destroy();
    return;
  }
  switch (url.pathname) {
    case '/api/page/landing': {
      if (mode === 'unauthorized') {
        send(res, 401, {
          success: false,
          code: 401,
          error_message: 'Unauthenticated',
          message_key: 'unauthorized',
        });
        return;
      }
      if (mode === 'fail') {
        send(res, 500, {
          success: false,
          code: 500,
          error_message: 'We are having an issue at the moment. Please try again.',
          message_key: 'server_issue',
        });
        return;
      }
      const data = landing(language, mode === 'empty' ? 'empty' : 'normal');
      if (mode === 'slow') setTimeout(() => answer(data), 3000);
      else answer(data);
      return;
    }
    case '/api/common/country_list':
      answer(COUNTRIES);
      return;
    case '/api/common/language_list':
      answer(LANGUAGE_ROWS);
      return;
    default:
      send(res, 404, {
        success: false,
        code: 404,
        error_message: 'The page you requested does not exist',
        message_key: 'page_not_found',
      });
  }
};

export function mockApi(): Plugin {
  return {
    name: 'beauty-mock-api',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
