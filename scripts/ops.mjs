#!/usr/bin/env node
// The shop's operator commands against a running server's operator API (Node built-ins only):
//   npm run ops -- ship PO100001        (an optional note may follow the PO number)
//   npm run ops -- list to_ship         (orders in a state; without one, every order)
//   npm run ops -- --help               (the commands, as the server lists them)
//   npm run ops -- points 42 -500 Correction   (a member's points, with the reason they see)
//   npm run ops -- transfers [42]       (point transfers, newest first; of one member)
// The commands are the server's (GET /api/ops/commands, from the order domain's one table), so this script
// and the server it talks to cannot disagree, and it needs no build. OPS_URL (default http://localhost:3000)
// names the server; OPS_TOKEN its operator token, which defaults to the demo token outside production.

const DEMO_OPS_TOKEN = 'demo-only-operator-token-not-for-production';

const base = (process.env.OPS_URL || 'http://localhost:3000').replace(/\/+$/, '');
// A blank variable counts as unset, as in the server's configuration.
const token = process.env.OPS_TOKEN || (process.env.NODE_ENV === 'production' ? null : DEMO_OPS_TOKEN);
const [command, arg, ...rest] = process.argv.slice(2);

function fail(text) {
  console.error(text);
  process.exit(1);
}

/** One call of the operator API; a server that cannot be reached ends the script. */
async function call(path, init = { method: 'GET' }) {
  try {
    const res = await fetch(`${base}/api/ops${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
    const body = await res.json().catch(() => null);
    if (!res.ok || !body?.success) fail(`${res.status} ${body?.error_message ?? res.statusText}`);
    return body.data;
  } catch (err) {
    fail(`cannot reach ${base}: ${err.cause?.code ?? err.message}`);
  }
}

/** The wallet commands take a member, not a PO number (see the wallet block below). */
const WALLET_USAGE =
  '       npm run ops -- points <member id> <+/-points> <reason>\n       npm run ops -- transfers [member id]\n';

function usage(commands) {
  const list = commands
    ? commands.map((c) => `  ${c.name.padEnd(15)} ${c.summary}`).join('\n')
    : `  (the server lists them; none answers at ${base})`;
  return `usage: npm run ops -- <command> <PO number> [note]\n       npm run ops -- list [status]\n${WALLET_USAGE}\ncommands:\n${list}`;
}

if (!token) fail('OPS_TOKEN is required in production');

if (!command || command === '--help' || command === '-h') {
  const commands = await fetch(`${base}/api/ops/commands`, { headers: { authorization: `Bearer ${token}` } })
    .then((res) => res.json())
    .then((body) => (body?.success ? body.data : null))
    .catch(() => null);
  console.log(usage(commands));
  process.exit(command ? 0 : 2);
}

const money = (cents, currency) => `${currency} ${(cents / 100).toFixed(2)}`;
const line = (o) =>
  `${o.po_number.padEnd(12)} ${o.status.padEnd(17)} ${money(o.total, o.currency).padStart(12)}  ${o.delivery_date} ${o.delivery_time}  user ${o.user_id}`;

// ---- Wallet: points and transfers (the server's wallet commands; not orders, so not `<command> <PO>`) ----
const transferLine = (t) =>
  `#${String(t.id).padEnd(6)} ${t.created_at}  ${String(t.points).padStart(8)} points  ${t.sender_name} (${t.sender_id}) -> ${t.recipient_name} (${t.recipient_id})`;

if (command === 'points') {
  const points = Number(rest[0]);
  const reason = rest.slice(1).join(' ').trim();
  if (!/^\d+$/.test(arg ?? '') || !Number.isInteger(points) || points === 0 || !reason) {
    console.error(`usage:\n${WALLET_USAGE}`);
    process.exit(2);
  }
  const done = await call(`/members/${arg}/points`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ points, reason }),
  });
  console.log(
    `member ${done.user_id}: ${points > 0 ? '+' : ''}${done.points} points, ${done.point_available} available`,
  );
  process.exit(0);
}
if (command === 'transfers') {
  const transfers = await call(`/transfers${arg ? `?user_id=${encodeURIComponent(arg)}` : ''}`);
  if (transfers.length === 0) console.log('no transfers');
  for (const t of transfers) console.log(transferLine(t));
  process.exit(0);
}

if (command === 'list') {
  const orders = await call(`/orders${arg ? `?status=${encodeURIComponent(arg)}` : ''}`);
  if (orders.length === 0) console.log('no orders');
  for (const o of orders) console.log(line(o));
} else {
  const commands = await call('/commands');
  if (!commands.some((c) => c.name === command)) {
    console.error(`unknown command ${command}\n${usage(commands)}`);
    process.exit(2);
  }
  if (!arg) {
    console.error(usage(commands));
    process.exit(2);
  }
  const po = arg.toUpperCase().startsWith('PO') ? arg.toUpperCase() : `PO${arg}`;
  const note = rest.join(' ').trim();
  const order = await call(`/orders/${encodeURIComponent(po)}/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(note ? { note } : {}),
  });
  console.log(line(order));
}
