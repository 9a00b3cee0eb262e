import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/*
 * The layering rules of ARCHITECTURE.md are lint errors (biome.json, style/noRestrictedImports), and so are
 * import cycles (suspicious/noImportCycles). Here the repo's own biome.json lints a tree of planted files, each
 * importing one thing, and every forbidden import must be reported with its rule's message while every
 * allowed one passes. Real files, because Biome does not report restricted imports for code given on stdin
 * and follows imports between files to find a cycle.
 */

const CROSS_DOMAIN = "through its index.ts: import from '../<domain>'";
const ROUTES_QUERIES = 'Routes call their domain';
const COMPOSITION_ROOT = 'Domains do not import the composition root';
const INFRASTRUCTURE = 'Infrastructure (db, http, jobs, sms, web, config, errors) imports no domain';
const ROOT_REACH = "The composition root takes a domain's routes";
const SHARED = 'packages/shared imports no app';
const UI = 'packages/ui imports no app';
const WEB = 'The web imports nothing from apps/api';
const FEATURE = 'A feature reaches another feature only through its index';
const SHELL = "The storefront's shared folders take a feature through its index";
const ADMIN = 'The back office imports nothing from apps/api or apps/web';

/** [file, what it imports, the message that forbids it or null when it is allowed]. */
const PLANTS = [
  // A domain reaches another only through its index.ts; infrastructure by path.
  ['apps/api/src/cart/planted-queries.ts', '../order/queries', CROSS_DOMAIN],
  ['apps/api/src/cart/planted-service.ts', '../order/service', CROSS_DOMAIN],
  ['apps/api/src/checkout/planted-ledger.ts', '../wallet/ledger', CROSS_DOMAIN],
  ['apps/api/src/seed/planted-tokens.ts', '../account/tokens', CROSS_DOMAIN],
  ['apps/api/src/cart/planted-escape.ts', '../../../web/src/main', CROSS_DOMAIN],
  ['apps/api/src/order/planted-test-kit.ts', '../test/app', CROSS_DOMAIN],
  ['apps/api/src/cart/uses-index.ts', '../order', null],
  ['apps/api/src/cart/uses-index-file.ts', '../order/index', null],
  ['apps/api/src/cart/uses-infrastructure.ts', '../db/client', null],
  ['apps/api/src/cart/uses-http.ts', '../http/errors', null],
  ['apps/api/src/cart/uses-config.ts', '../config', null],
  ['apps/api/src/cart/uses-errors.ts', '../errors', null],
  ['apps/api/src/cart/service.ts', './queries', null],
  ['apps/api/src/db/schema/uses-columns.ts', './columns', null],
  // Domains do not import the composition root.
  ['apps/api/src/cart/planted-app.ts', '../app', COMPOSITION_ROOT],
  ['apps/api/src/order/planted-seed.ts', '../seed', COMPOSITION_ROOT],
  // Routes never import queries, their own or another domain's.
  ['apps/api/src/cart/routes.ts', './queries', ROUTES_QUERIES],
  ['apps/api/src/account/routes.ts', './session-queries', ROUTES_QUERIES],
  ['apps/api/src/catalogue/product-detail-routes.ts', './product-detail-queries', ROUTES_QUERIES],
  ['apps/api/src/order/admin-routes.ts', './queries', ROUTES_QUERIES],
  ['apps/api/src/booking/admin-routes.ts', './operator-queries', ROUTES_QUERIES],
  ['apps/api/src/wallet/admin-routes.ts', '../order/queries', CROSS_DOMAIN],
  ['apps/api/src/wishlist/routes.ts', './service', null],
  // Infrastructure imports no domain.
  ['apps/api/src/http/planted-domain.ts', '../order', INFRASTRUCTURE],
  ['apps/api/src/jobs/planted-domain.ts', '../payment/jobs', INFRASTRUCTURE],
  ['apps/api/src/http/uses-web.ts', '../web/static', null],
  ['apps/api/src/db/uses-config.ts', '../config', null],
  ['apps/api/src/http/uses-errors.ts', '../errors', null],
  // The composition root takes routes and index.ts files, nothing else of a domain.
  ['apps/api/src/planted-root.ts', './order/service', ROOT_REACH],
  ['apps/api/src/planted-root-queries.ts', './reference/queries', ROOT_REACH],
  ['apps/api/src/uses-routes.ts', './order/routes', null],
  ['apps/api/src/uses-other-routes.ts', './files/upload-routes', null],
  ['apps/api/src/uses-admin-routes.ts', './agent/admin-routes', null],
  ['apps/api/src/uses-index.ts', './payment', null],
  // Test code is exempt for now: the API's test kit still reaches into domains.
  ['apps/api/src/cart/planted.test.ts', '../order/queries', null],
  ['apps/api/src/test/planted.ts', '../payment/provider', null],
  // packages/shared imports no app.
  ['packages/shared/src/planted-api.ts', '@beauty/api', SHARED],
  ['packages/shared/src/planted-web.ts', '@beauty/web/src/main', SHARED],
  ['packages/shared/src/planted-path.ts', '../../../apps/api/src/app', SHARED],
  ['packages/shared/src/uses-own.ts', './money', null],
  // packages/ui, the UI kit, imports no app either: the apps configure it.
  ['packages/ui/src/planted-web.ts', '@beauty/web', UI],
  ['packages/ui/src/planted-web-file.ts', '@beauty/web/src/api/queries', UI],
  ['packages/ui/src/planted-api.ts', '@beauty/api', UI],
  ['packages/ui/src/api/planted-path.ts', '../../../../apps/web/src/api/queries', UI],
  ['packages/ui/src/uses-shared.ts', '@beauty/shared', null],
  ['packages/ui/src/api/uses-own.ts', '../button', null],
  // The web imports nothing from apps/api.
  ['apps/web/src/planted-path.ts', '../../api/src/app', WEB],
  ['apps/web/src/pages/orders/planted-path.ts', '../../../../api/src/order/lifecycle', WEB],
  ['apps/web/src/planted-package.ts', '@beauty/api', WEB],
  ['apps/web/src/planted-repo-path.ts', '../../../apps/api/src/app', WEB],
  ['apps/web/src/pages/uses-own-api.ts', '../api/queries', null],
  ['apps/web/src/uses-shared.ts', '@beauty/shared', null],
  ['apps/web/src/uses-kit.ts', '@beauty/ui', null],
  // A storefront feature reaches another only through its index; the kit, shared and the shared folders by path.
  ['apps/web/src/features/booking/planted-internal.ts', '../orders/cart-api', FEATURE],
  ['apps/web/src/features/reviews/planted-deep.ts', '../orders/buying/PayPage', FEATURE],
  ['apps/web/src/features/orders/buying/planted-internal.ts', '../../reviews/ReviewForm', FEATURE],
  ['apps/web/src/features/orders/buying/planted-keys.ts', '../../wallet/keys', FEATURE],
  ['apps/web/src/features/booking/uses-index.ts', '../orders', null],
  ['apps/web/src/features/booking/uses-index-file.ts', '../orders/index', null],
  ['apps/web/src/features/orders/buying/uses-index.ts', '../../wallet', null],
  ['apps/web/src/features/orders/buying/uses-own.ts', '../keys', null],
  ['apps/web/src/features/orders/buying/uses-sibling.ts', './card', null],
  ['apps/web/src/features/orders/uses-own-folder.ts', './buying/PayPage', null],
  ['apps/web/src/features/booking/uses-lib.ts', '../../lib/hooks', null],
  ['apps/web/src/features/booking/uses-api.ts', '../../api/viewer', null],
  ['apps/web/src/features/booking/uses-config.ts', '../../config', null],
  ['apps/web/src/features/orders/buying/uses-components.ts', '../../../components/listing/Pagination', null],
  ['apps/web/src/features/orders/buying/uses-i18n.ts', '../../../i18n/en', null],
  ['apps/web/src/features/booking/uses-kit.ts', '@beauty/ui', null],
  ['apps/web/src/features/booking/uses-shared.ts', '@beauty/shared', null],
  // ... and, as all of the web, nothing from apps/api.
  ['apps/web/src/features/booking/planted-api.ts', '../../../../api/src/app', WEB],
  ['apps/web/src/features/booking/planted-package.ts', '@beauty/api', WEB],
  ['apps/web/src/features/orders/buying/planted-api.ts', '@beauty/api/src/order', WEB],
  // The shared folders take a feature through its index; only routes/ loads its page entry.
  ['apps/web/src/layouts/header/planted-feature.ts', '../../features/orders/cart-api', SHELL],
  ['apps/web/src/app/planted-feature.ts', '../features/account/AccountDialogs', SHELL],
  ['apps/web/src/app/planted-pages.ts', '../features/account/pages', SHELL],
  ['apps/web/src/api/planted-keys.ts', '../features/orders/keys', SHELL],
  ['apps/web/src/planted-feature.ts', './features/orders/keys', SHELL],
  ['apps/web/src/routes/planted-feature.ts', '../features/home/sections', SHELL],
  ['apps/web/src/routes/planted-api.ts', '../../../api/src/app', WEB],
  ['apps/web/src/layouts/header/uses-feature.ts', '../../features/orders', null],
  ['apps/web/src/app/uses-feature.ts', '../features/account', null],
  ['apps/web/src/routes/uses-pages.ts', '../features/home/pages', null],
  ['apps/web/src/lib/uses-lib.ts', './hooks', null],
  // The back office talks to the API over HTTP and shares with the storefront only through the packages.
  ['apps/admin/src/planted-api.ts', '@beauty/api', ADMIN],
  ['apps/admin/src/planted-api-path.ts', '../../api/src/staff', ADMIN],
  ['apps/admin/src/shell/planted-web.ts', '../../../web/src/api/web-client', ADMIN],
  ['apps/admin/src/planted-web-package.ts', '@beauty/web/src/main', ADMIN],
  ['apps/admin/src/shell/uses-own-api.ts', '../api/admin-client', null],
  ['apps/admin/src/uses-kit.ts', '@beauty/ui', null],
  ['apps/admin/src/uses-shared.ts', '@beauty/shared', null],
  ['packages/ui/src/planted-admin.ts', '@beauty/admin/src/main', UI],
];

/**
 * [file, what it imports, whether that import closes a cycle]: a cycle within a domain, one between two
 * domains' index.ts files (as order and payment had), one in packages/shared, and a file that only imports
 * from a cycle.
 */
const CYCLE_PLANTS = [
  ['apps/api/src/order/planted-cycle-a.ts', './planted-cycle-b', true],
  ['apps/api/src/order/planted-cycle-b.ts', './planted-cycle-a', true],
  ['apps/api/src/order/index.ts', '../payment', true],
  ['apps/api/src/payment/index.ts', '../order', true],
  ['packages/shared/src/planted-cycle-a.ts', './planted-cycle-b', true],
  ['packages/shared/src/planted-cycle-b.ts', './planted-cycle-a', true],
  ['apps/api/src/order/planted-one-way.ts', './planted-cycle-a', false],
];

let dir;
/** Messages of the restricted-import diagnostics, by file. */
const reported = new Map();
/** The files with an import reported as part of a cycle. */
const inCycles = new Set();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'layering-'));
  copyFileSync(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
  for (const [file, specifier] of [...PLANTS, ...CYCLE_PLANTS]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(
      join(dir, file),
      `import { planted } from '${specifier}';\n\nexport const used = planted;\n`,
    );
  }
  // The copy is no git checkout, so the config's "use .gitignore" is switched off for this run. All rules
  // run (not --only=style/noRestrictedImports, which would switch the rule on where the config turns it off).
  const biome = spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  const report = JSON.parse(biome.stdout);
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category === 'lint/suspicious/noImportCycles') inCycles.add(diagnostic.location.path);
    if (diagnostic.category !== 'lint/style/noRestrictedImports') continue;
    const path = diagnostic.location.path;
    reported.set(path, [...(reported.get(path) ?? []), diagnostic.message]);
  }
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the layering rules (biome.json)', () => {
  it.each(PLANTS.filter(([, , rule]) => rule))(
    '%s importing %s is a lint error',
    (file, _specifier, rule) => {
      expect(reported.get(file)).toContainEqual(expect.stringContaining(rule));
    },
  );

  it.each(PLANTS.filter(([, , rule]) => !rule))('%s may import %s', (file) => {
    expect(reported.get(file)).toBeUndefined();
  });
});

describe('import cycles (biome.json, suspicious/noImportCycles)', () => {
  it.each(CYCLE_PLANTS.filter(([, , cycle]) => cycle))('%s importing %s closes a cycle', (file) => {
    expect(inCycles.has(file)).toBe(true);
  });

  it.each(CYCLE_PLANTS.filter(([, , cycle]) => !cycle))('%s importing %s is no cycle', (file) => {
    expect(inCycles.has(file)).toBe(false);
  });
});
