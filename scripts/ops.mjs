#!/usr/bin/env node
// The shop's operator commands against a running server's operator API (Node built-ins only):
//   npm run ops -- ship PO100001        (also deliver, fail-delivery, complete, approve-return,
//                                        reject-return, refund, cancel; an optional note may follow)
//   npm run ops -- list to_ship         (orders in a state; without one, every order)
// OPS_URL (default http://localhost:3000) names the server; OPS_TOKEN its operator token, which defaults to
// the demo token outside production.

const COMMANDS = [
  'ship',
  'deliver',
  'fail-delivery',
  'complete',
  'approve-return',
  'reject-return',
  'refund',
  'cancel',
];
const DEMO_OPS_TOKEN = 'demo-only-operator-token-not-for-production';

const usage = () => {
  console.error(
    `usage: npm run ops -- <${COMMANDS.join('|')}> <PO number> [note]\n       npm run ops -- list [status]`,
  );
  process.exit(2);
};

const [command, arg, ...rest] = process.argv.slice(2);
if (!command || (command !== 'list' && !COMMANDS.includes(command))) usage();
const base = (process.env.OPS_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const token = process.env.OPS_TOKEN ?? (process.env.NODE_ENV === 'production' ? null : DEMO_OPS_TOKEN);
if (!token) {
  console.error('OPS_TOKEN is required in production');
  process.exit(2);
}

const money = (cents, currency) => `${currency} ${(cents / 100).toFixed(2)}`;
const line = (o) =>
  `${o.po_number.padEnd(12)} ${o.status.padEnd(17)} ${money(o.total, o.currency).padStart(12)}  ${o.delivery_date} ${o.delivery_time}  user ${o.user_id}`;

let url;
let init;
if (command === 'list') {
  url = `${base}/api/ops/orders${arg ? `?status=${encodeURIComponent(arg)}` : ''}`;
  init = { method: 'GET' };
} else {
  if (!arg) usage();
  const po = arg.toUpperCase().startsWith('PO') ? arg.toUpperCase() : `PO${arg}`;
  url = `${base}/api/ops/orders/${encodeURIComponent(po)}/${command}`;
  const note = rest.join(' ').trim();
  init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(note ? { note } : {}),
  };
}

try {
  const res = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => null);
  if (!res.ok || !body?.success) {
    console.error(`${res.status} ${body?.error_message ?? res.statusText}`);
    process.exit(1);
  }
  if (command === 'list') {
    if (body.data.length === 0) console.log('no orders');
    for (const o of body.data) console.log(line(o));
  } else {
    console.log(line(body.data));
  }
} catch (err) {
  console.error(`cannot reach ${base}: ${err.cause?.code ?? err.message}`);
  process.exit(1);
}
