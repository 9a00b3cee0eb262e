import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import {
  describeWrite,
  foreignWrites,
  queryExports,
  sourceFiles,
  splitSource,
  statusWrites,
  tableOwners,
  writesIn,
} from './ownership.mjs';

/*
 * "A domain owns its tables, and nothing else writes them" (ARCHITECTURE.md), as a test: the owner of each
 * table comes from db/schema/<domain>.ts, and every insert, update, delete or merge of it in apps/api/src
 * (tests, the test kit and the seed aside), in SQL or through Drizzle, must sit in its owner's folder or
 * below in this list.
 */

const SRC = join(ROOT, 'apps/api/src');

/**
 * The writes outside their owner that are allowed, [file, table], each with its reason. Nothing else: a
 * domain that needs another's table changed asks its owner's index.ts.
 */
const EXCEPTIONS = [
  // Placing an order is one statement (the shop's hottest write, one round trip while the cart, points and
  // stock locks are held): it takes the stock, queues the units sold, writes the order with its lines and
  // first event and empties the ordered cart lines. ARCHITECTURE.md, "The one exception".
  ['checkout/place-order.ts', 'variations'],
  ['checkout/place-order.ts', 'product_sales_queue'],
  ['checkout/place-order.ts', 'orders'],
  ['checkout/place-order.ts', 'order_lines'],
  ['checkout/place-order.ts', 'order_events'],
  ['checkout/place-order.ts', 'cart_items'],
];

const allowed = (w) => EXCEPTIONS.some(([file, table]) => file === w.file && table === w.table);

describe('table ownership in apps/api/src', () => {
  const found = foreignWrites(SRC);

  it('writes every table only from its owner, the listed exceptions aside', () => {
    expect(found.filter((w) => !allowed(w)).map(describeWrite)).toEqual([]);
  });

  it('lists no exception the code no longer needs', () => {
    const stale = EXCEPTIONS.filter(
      ([file, table]) => !found.some((w) => w.file === file && w.table === table),
    );
    expect(stale).toEqual([]);
  });

  it('knows every table of the schema', () => {
    const { owners } = tableOwners(SRC);
    expect(owners.get('checkouts')).toBe('checkout');
    expect(owners.get('job_runs')).toBe('jobs');
    expect(owners.get('sms_outbox')).toBe('sms');
    expect(owners.size).toBeGreaterThan(60);
  });
});

describe('finding writes', () => {
  const schema = {
    owners: new Map([
      ['orders', 'order'],
      ['order_events', 'order'],
      ['checkouts', 'checkout'],
    ]),
    variables: new Map([
      ['orders', 'orders'],
      ['orderEvents', 'order_events'],
      ['checkouts', 'checkouts'],
    ]),
  };
  const tables = (source) => writesIn(source, schema).map((w) => `${w.line}:${w.table}:${w.how}`);

  it.each([
    ['insert into orders (id) values (1)', 'orders'],
    ['INSERT INTO public.orders (id) values (1)', 'orders'],
    ['insert into "order_events" (id) values (1)', 'order_events'],
    ['insert into "public"."checkouts" (user_id) values (1)', 'checkouts'],
    ['update orders set status = 1', 'orders'],
    ['update only orders set status = 1', 'orders'],
    ['update orders o set status = 1', 'orders'],
    ['update orders as o set status = 1', 'orders'],
    ['update only public.orders * set status = 1', 'orders'],
    ['delete from orders where id = 1', 'orders'],
    ['delete from only orders where id = 1', 'orders'],
    ['merge into orders o using x on true when matched then delete', 'orders'],
    ['merge into only checkouts c using x on true when matched then delete', 'checkouts'],
  ])('finds %s', (statement, table) => {
    expect(tables(`const q = sql\`${statement}\`;`)).toEqual([`1:${table}:sql`]);
    expect(tables(`const q = '${statement}';`)).toEqual([`1:${table}:sql`]);
  });

  it('finds a statement spread over lines, on the line it starts', () => {
    expect(
      tables('await tx.execute(\n  sql`select 1;\n    update\n      orders o\n    set status = 1`,\n);'),
    ).toEqual(['3:orders:sql']);
  });

  it('reads a table interpolated into the SQL as that table', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source to scan, not a template
    const source = "import { orders } from '../db/schema';\nsql`update ${orders} set status = ${to}`;";
    expect(tables(source)).toEqual(['2:orders:sql']);
  });

  it('finds SQL in a template nested in another', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source to scan, not a template
    const source = 'sql`select ${cond ? sql`1` : sql`delete from checkouts`} from x`;';
    expect(tables(source)).toEqual(['1:checkouts:sql']);
  });

  it('finds Drizzle writes through the schema export, an alias or the namespace', () => {
    const source = [
      "import { checkouts, orderEvents as events, orders } from '../db/schema';",
      "import * as schema from '../db/schema';",
      'await tx.insert(checkouts).values({});',
      'await db',
      '  .update(events)',
      '  .set({});',
      'await db.delete(schema.orders);',
      'await db.insert(orders);',
    ].join('\n');
    expect(tables(source)).toEqual([
      '3:checkouts:drizzle',
      '5:order_events:drizzle',
      '7:orders:drizzle',
      '8:orders:drizzle',
    ]);
  });

  it('leaves reads, prose, comments and look-alikes alone', () => {
    const source = [
      "import { orders } from '../db/schema';",
      '// insert into orders, update orders set, delete from orders',
      '/* update orders o set status = 1 */',
      'sql`select * from orders for update of orders`;',
      "const message = 'Could not update orders now';",
      'sql`insert into checkouts_archive (id) values (1)`; sql`insert into t (x) values (1) on conflict do update set x = 1`;',
      'seen.delete(key); hash.update(orders.id);',
      'const re = /update orders set/;',
    ].join('\n');
    expect(tables(source)).toEqual([]);
  });

  it('keeps code and literals apart', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source to scan, not a template
    const { code, literals } = splitSource("const a = 'x'; // c\nconst b = `y${z}w`;");
    expect(code).not.toContain('x');
    expect(code).toContain('z');
    expect(literals.map((l) => l.text)).toEqual(['x', 'y ? w']);
  });
});

/** Planted files in a copy of the schema: [file, source, the report expected or null when allowed]. */
const PLANTS = [
  [
    'cart/planted-raw.ts',
    "import { sql } from 'drizzle-orm';\nexport const q = sql`update orders o\n  set status = 'paid'`;\n",
    'cart/planted-raw.ts:2 writes orders owned by order',
  ],
  [
    'wallet/planted-drizzle.ts',
    "import { checkouts } from '../db/schema';\nexport const q = (db) =>\n  db.insert(checkouts).values({});\n",
    'wallet/planted-drizzle.ts:3 writes checkouts owned by checkout',
  ],
  [
    'order/planted-own.ts',
    "import { orders } from '../db/schema';\nexport const q = (db) => db.update(orders).set({});\nsql`delete from order_events`;\n",
    null,
  ],
  [
    'planted-root.ts',
    'sql`delete from cart_items where id = 1`;\n',
    'planted-root.ts:1 writes cart_items owned by cart',
  ],
  ['jobs/planted-jobs.ts', 'sql`delete from job_runs`;\n', null],
  ['cart/planted.test.ts', 'sql`delete from orders`;\n', null],
  ['seed/planted.ts', 'sql`delete from orders`;\n', null],
];

describe('the ownership test on planted files', () => {
  let dir;
  let reported;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ownership-'));
    cpSync(join(SRC, 'db/schema'), join(dir, 'db/schema'), { recursive: true });
    for (const [file, source] of PLANTS) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    reported = foreignWrites(dir).map(describeWrite);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(PLANTS.filter(([, , report]) => report))('reports %s', (_file, _source, report) => {
    expect(reported).toContain(report);
  });

  it.each(PLANTS.filter(([, , report]) => !report))('allows %s', (file) => {
    expect(reported.filter((r) => r.startsWith(`${file}:`))).toEqual([]);
  });
});

describe("a domain's index.ts", () => {
  it('exports services and SQL fragments (*Sql), no query function', () => {
    const found = readdirSync(SRC)
      .filter((folder) => existsSync(join(SRC, folder, 'index.ts')))
      .flatMap((folder) =>
        queryExports(readFileSync(join(SRC, folder, 'index.ts'), 'utf8')).map(
          (e) => `${folder}/index.ts: ${e}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('is caught re-exporting a query function, and not for a fragment or a type', () => {
    const planted = [
      "export { lockCart, type CartRow, cartLinesSql } from './queries';",
      "export { selectTransfers as transfers } from './transfer-queries';",
      "export type { OrderRow } from './queries';",
      "export { addLines } from './service';",
    ].join('\n');
    expect(queryExports(planted)).toEqual(['lockCart from ./queries', 'transfers from ./transfer-queries']);
  });
});

describe('status columns', () => {
  // The one writer of every lifecycle's status (ARCHITECTURE.md, db/lifecycle.ts `move` and `moveAll`).
  const WRITER = 'db/lifecycle.ts';

  it('are set by db/lifecycle.ts alone', () => {
    const found = sourceFiles(SRC)
      .filter((file) => file !== WRITER)
      .flatMap((file) =>
        statusWrites(readFileSync(join(SRC, file), 'utf8')).map((line) => `${file}:${line}`),
      );
    expect(found).toEqual([]);
  });

  it('is caught setting a status in SQL or through Drizzle, and not for a status in a condition', () => {
    const planted = [
      "sql`update orders set status = 'cancelled' where id = 1`;",
      "sql`update vouchers v\n  set note = 'n',\n    status = 'void'\n  where v.id = 1`;",
      "export const q = (db) => db.update(orders).set({ note: 'x', status: 'void' });",
      "sql`insert into refunds (id, status) values (1, 'pending') on conflict (id) do update set status = 'failed'`;",
      "sql`update orders set note = 'n' where status = 'to_pay' returning status`;",
      "sql`select status from orders where status = 'to_pay'`;",
    ].join('\n');
    expect(statusWrites(planted)).toEqual([1, 2, 6, 7]);
  });
});
