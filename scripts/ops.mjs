#!/usr/bin/env node
// The shop's operator commands against a running server's operator API (Node built-ins only):
//   npm run ops -- ship PO100001        (an optional note may follow the PO number)
//   npm run ops -- list to_ship         (orders in a state; without one, every order)
//   npm run ops -- issue-voucher 42 30 90 goodwill   (a S$30 voucher for member 42, 90 days; or service:3)
//   npm run ops -- void-voucher 17 issued by mistake
//   npm run ops -- --help               (the commands, as the server lists them)
//   npm run ops -- points 42 -500 Correction   (a member's points, with the reason they see)
//   npm run ops -- transfers [42]       (point transfers, newest first; of one member)
//   npm run ops -- day 3 [2026-11-25]   (a store's appointments per stylist; today by default)
//   npm run ops -- complete-booking 812 (also no-show 812, cancel-booking 812 [reason])
//   npm run ops -- walk-in 81234567 3 7 2026-11-25 14:30 1,4
//   npm run ops -- hours 7 mon 10:00-19:00 [break 13:00-14:00|none] [--force]   (or: hours 7 sun off)
//   npm run ops -- leave 7 2026-12-01 [2026-12-05] [reason] [--force]
//   npm run ops -- reviews [42 | store:3] [hidden]   (reviews, newest first; of a product or a salon)
//   npm run ops -- hide-review product 17 Personal details   (also restore-review salon 5, reply-review
//                                        product 17 Thank you; a review is named by kind and id)
//   npm run ops -- withdrawals [requested] [--due 2026-12-01]   (partner withdrawals, oldest due first)
//   npm run ops -- process-withdrawals [2026-12-01]   (the due batch to processing; writes the payment file)
//   npm run ops -- payment-file [2026-12-01]   (the payment file again, of what is processing)
//   npm run ops -- pay-withdrawal 12    (also reject-withdrawal 12 Account closed)
//   npm run ops -- applications submitted   (partner applications; approve-application 12,
//                                        reject-application 12 <reason>)
//   npm run ops -- set-rank 81230001 gold [reason]   (an agent's rank, by mobile or user id; agents lists them)
//   npm run ops -- create-owner owner@example.com [name]   (the back office's first owner, on a database
//                                        without one; the password from standard input or the terminal)
// The commands are the server's (GET /api/ops/commands, what each domain's admin routes declare), so this
// script and the server it talks to cannot disagree, and it needs no build. OPS_URL names the server (by
// default the one `npm start` runs here: http://127.0.0.1:$PORT, PORT 3000 unless set, as the server reads
// it); OPS_API_KEY a staff API key (bk_…, created by an owner at /api/admin/api-keys), which the server
// holds to its role's permissions and names as the actor of what it does; without one, OPS_TOKEN, the
// operator token, which defaults to the demo token outside production.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO_OPS_TOKEN = 'demo-only-operator-token-not-for-production';

const base = (process.env.OPS_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '');
// A blank variable counts as unset, as in the server's configuration.
const token =
  process.env.OPS_API_KEY ||
  process.env.OPS_TOKEN ||
  (process.env.NODE_ENV === 'production' ? null : DEMO_OPS_TOKEN);
// --force confirms a schedule change that strands booked appointments (hours, leave); anywhere on the line.
const FORCE = process.argv.includes('--force');
const [command, arg, ...rest] = process.argv.slice(2).filter((a) => a !== '--force');

function fail(text) {
  console.error(text);
  process.exit(1);
}

// The first owner ----------------------------------------------------------------------------------------
// Not a call of the operator API: there is no one yet to make it, so the API's own script writes the
// database (apps/api/src/seed/create-owner.ts). From the source where tsx is installed (a checkout), else
// from the build (dist/create-owner.js, which `npm run build` makes).
if (command === 'create-owner') {
  const api = new URL('../apps/api/', import.meta.url);
  let tsx = null;
  try {
    tsx = import.meta.resolve('tsx');
  } catch {}
  const source = fileURLToPath(new URL('src/seed/create-owner.ts', api));
  const [script, flags] =
    tsx && existsSync(source)
      ? [source, ['--import', tsx]]
      : [fileURLToPath(new URL('dist/create-owner.js', api)), ['--enable-source-maps']];
  if (!existsSync(script)) fail('create-owner needs the API built first: npm run build');
  const args = [arg, ...rest].filter((a) => a !== undefined);
  const child = spawnSync(process.execPath, [...flags, script, ...args], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
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
/** The appointment commands (see the appointments block below). */
const BOOKING_USAGE = [
  'day <store id> [YYYY-MM-DD]',
  'complete-booking|no-show <booking id>',
  'cancel-booking <booking id> [reason]',
  'walk-in <member mobile or id> <store id> <stylist id> <YYYY-MM-DD> <HH:mm> <service ids, e.g. 1,4>',
  'hours <stylist id> <1-7|mon..sun> <HH:mm-HH:mm|off> [break <HH:mm-HH:mm|none>] [--force]',
  'leave <stylist id> <first day> [last day] [reason] [--force]',
]
  .map((u) => `       npm run ops -- ${u}\n`)
  .join('');

/** The review commands (see the reviews block below). */
const REVIEW_USAGE = [
  'reviews [product id | store:<store id>] [visible|hidden]',
  'hide-review <product|salon> <review id> <reason>',
  'restore-review <product|salon> <review id>',
  'reply-review <product|salon> <review id> <text>',
]
  .map((u) => `       npm run ops -- ${u}\n`)
  .join('');

/** The partner withdrawal commands (see the withdrawals block below). */
const WITHDRAWAL_USAGE = [
  'withdrawals [requested|processing|paid|rejected] [--due YYYY-MM-DD]',
  'process-withdrawals [YYYY-MM-DD]',
  'payment-file [YYYY-MM-DD]',
  'pay-withdrawal <withdrawal id>',
  'reject-withdrawal <withdrawal id> <reason>',
]
  .map((u) => `       npm run ops -- ${u}\n`)
  .join('');
/** The first owner (see the block at the top): the database's, not the server's. */
const OWNER_USAGE =
  '       npm run ops -- create-owner <email> [name]   (password from stdin or the terminal)\n';

/** The partner programme commands (see the partner block below). */
const AGENT_USAGE = [
  'applications [applied|submitted|approved|rejected]',
  'approve-application <application id>',
  'reject-application <application id> <reason>',
  'set-rank <mobile or user id> <silver|gold|platinum|executive> [reason]',
  'agents',
]
  .map((u) => `       npm run ops -- ${u}\n`)
  .join('');

function usage(commands) {
  const list = commands
    ? commands
        .map((c) => `  ${c.name.padEnd(Math.max(...commands.map((d) => d.name.length)))} ${c.summary}`)
        .join('\n')
    : `  (the server lists them; none answers at ${base})`;
  return `usage: npm run ops -- <command> <PO number> [note]\n       npm run ops -- list [status]\n${WALLET_USAGE}${BOOKING_USAGE}${REVIEW_USAGE}${AGENT_USAGE}${WITHDRAWAL_USAGE}${OWNER_USAGE}\ncommands:\n${list}`;
}

if (!token) fail('OPS_API_KEY (or OPS_TOKEN) is required in production');

if (!command || command === '--help' || command === '-h') {
  const commands = await fetch(`${base}/api/ops/commands`, { headers: { authorization: `Bearer ${token}` } })
    .then((res) => res.json())
    .then((body) => (body?.success ? body.data : null))
    .catch(() => null);
  console.log(usage(commands));
  process.exit(command ? 0 : 2);
}

const money = (cents, currency) => `${currency} ${(cents / 100).toFixed(2)}`;
// A voucher-only order has no delivery date or slot: nothing to ship.
const delivery = (o) => (o.voucher_only ? 'vouchers only' : `${o.delivery_date} ${o.delivery_time}`);
const line = (o) =>
  `${o.po_number.padEnd(12)} ${o.status.padEnd(17)} ${money(o.total, o.currency).padStart(12)}  ${delivery(o)}  user ${o.user_id}`;

// Service vouchers (wallet) ------------------------------------------------------------------------------
// Not order moves: their own routes (POST /api/ops/vouchers, /api/ops/vouchers/{id}/void), listed by the
// server with the order commands.
const VOUCHER_COMMANDS = new Set(['issue-voucher', 'void-voucher']);
const voucherLine = (v) =>
  `#${String(v.id).padEnd(7)} ${v.code}  ${v.status.padEnd(8)} ${v.valid_from}..${v.valid_until}  user ${v.user_id}  ${v.name}`;

/** The body of issue-voucher: <user id> <S$ value | service:<id>> [days] [note]; null when malformed. */
function issueVoucherBody(userArg, [valueArg = '', ...more]) {
  const service = /^service:(\d+)$/i.exec(valueArg);
  const dollars = /^(?:S\$)?(\d+(?:\.\d{1,2})?)$/i.exec(valueArg);
  if (!/^\d+$/.test(userArg ?? '') || (!service && !dollars)) return null;
  const days = /^\d+$/.test(more[0] ?? '') ? Number(more.shift()) : undefined;
  const note = more.join(' ').trim();
  return {
    user_id: Number(userArg),
    ...(service ? { service_id: Number(service[1]) } : { value_cents: Math.round(Number(dollars[1]) * 100) }),
    ...(days ? { days } : {}),
    ...(note ? { note } : {}),
  };
}

async function runVoucherCommand(commands) {
  const post = (path, body) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (command === 'issue-voucher') {
    const body = issueVoucherBody(arg, rest);
    if (!body) {
      console.error(usage(commands));
      process.exit(2);
    }
    console.log(voucherLine(await post('/vouchers', body)));
  } else {
    const reason = rest.join(' ').trim();
    if (!/^\d+$/.test(arg ?? '') || !reason) {
      console.error(usage(commands));
      process.exit(2);
    }
    console.log(voucherLine(await post(`/vouchers/${arg}/void`, { reason })));
  }
}
// --------------------------------------------------------------------------------------------------------

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

// ---- Appointments: a store's day, moves of one appointment, walk-ins, stylists' hours and leave ----------
// Their own routes (/api/ops/stores, /api/ops/bookings, /api/ops/stylists), listed by the server.
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const bookingLine = (b) =>
  `#${String(b.id).padEnd(6)} ${b.date} ${b.time}-${b.end_time}  ${b.status.padEnd(9)} ${b.member_name} (${b.member_mobile})  ${b.services.join(' + ')}` +
  (b.pos_transaction_id ? `  POS ${b.pos_transaction_id}` : '') +
  (b.remarks ? `  "${b.remarks}"` : '');
const stranded = (list) => {
  if (list.length === 0) return;
  console.log(`still booked, outside the new schedule (${list.length}); move or cancel each:`);
  for (const b of list) console.log(`  ${bookingLine(b)}`);
};
const post = (path, body = {}) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const bookingUsage = () => {
  console.error(`usage:\n${BOOKING_USAGE}`);
  process.exit(2);
};
const id = (text) => (/^\d+$/.test(text ?? '') ? Number(text) : bookingUsage());

const BOOKING_COMMANDS = {
  async day() {
    const query = rest[0] ? (DATE.test(rest[0]) ? `?date=${rest[0]}` : bookingUsage()) : '';
    const day = await call(`/stores/${id(arg)}/day${query}`);
    console.log(`${day.store.name}, ${day.date} (${WEEKDAYS[day.weekday - 1]})`);
    for (const st of day.stylists) {
      const when = st.hours
        ? `${st.hours}${st.breaks.length ? `, break ${st.breaks.join(', ')}` : ''}`
        : st.leave !== null
          ? `on leave${st.leave ? ` (${st.leave})` : ''}`
          : 'not working';
      console.log(`\n${st.name} (#${st.id}, ${st.title}): ${when}`);
      if (st.bookings.length === 0) console.log('  no appointments');
      for (const b of st.bookings) console.log(`  ${bookingLine(b)}`);
    }
  },
  async 'complete-booking'() {
    const b = await post(`/bookings/${id(arg)}/complete`);
    console.log(bookingLine(b));
    console.log(`POS transaction ${b.pos_transaction_id}`);
  },
  async 'no-show'() {
    console.log(bookingLine(await post(`/bookings/${id(arg)}/no-show`)));
  },
  async 'cancel-booking'() {
    const reason = rest.join(' ').trim();
    console.log(bookingLine(await post(`/bookings/${id(arg)}/cancel`, reason ? { reason } : {})));
  },
  async 'walk-in'() {
    const [store, stylist, date, time, services, ...remarks] = rest;
    const member = (arg ?? '').replace(/^\+?65\s*/, '');
    if (!/^\d+$/.test(member) || !DATE.test(date ?? '') || !/^\d{1,2}:\d{2}$/.test(time ?? ''))
      bookingUsage();
    const serviceIds = (services ?? '').split(',').filter(Boolean).map(id);
    if (serviceIds.length === 0) bookingUsage();
    const b = await post('/bookings/walk-in', {
      // Singapore mobile numbers have 8 digits; a member id is shorter.
      ...(member.length >= 8 ? { mobile: member } : { user_id: Number(member) }),
      store_id: id(store),
      stylist_id: id(stylist),
      date,
      time,
      service_ids: serviceIds,
      ...(remarks.length ? { remarks: remarks.join(' ') } : {}),
    });
    console.log(bookingLine(b));
    console.log(`POS transaction ${b.pos_transaction_id}`);
  },
  async hours() {
    const [day, hours, word, pause] = rest;
    const weekday = WEEKDAYS.includes(day?.toLowerCase())
      ? WEEKDAYS.indexOf(day.toLowerCase()) + 1
      : Number(day);
    if (!(weekday >= 1 && weekday <= 7) || !hours || (word !== undefined && (word !== 'break' || !pause)))
      bookingUsage();
    const done = await post(`/stylists/${id(arg)}/hours`, {
      weekday,
      hours,
      ...(pause ? { break: pause } : {}),
      force: FORCE,
    });
    const when = done.hours
      ? `${done.hours}${done.breaks.length ? `, break ${done.breaks.join(', ')}` : ''}`
      : 'off';
    console.log(`stylist ${done.stylist_id}, ${WEEKDAYS[done.weekday - 1]}: ${when}`);
    if (done.dropped_breaks.length)
      console.log(`dropped breaks outside the hours: ${done.dropped_breaks.join(', ')}`);
    stranded(done.stranded);
  },
  async leave() {
    const [first, ...more] = rest;
    if (!DATE.test(first ?? '')) bookingUsage();
    const last = DATE.test(more[0] ?? '') ? more.shift() : undefined;
    const reason = more.join(' ').trim();
    const done = await post(`/stylists/${id(arg)}/leave`, {
      first_day: first,
      ...(last ? { last_day: last } : {}),
      ...(reason ? { reason } : {}),
      force: FORCE,
    });
    console.log(
      `stylist ${done.stylist_id} on leave ${done.first_day}..${done.last_day}${done.reason ? ` (${done.reason})` : ''}`,
    );
    stranded(done.stranded);
  },
};
if (Object.hasOwn(BOOKING_COMMANDS, command)) {
  await BOOKING_COMMANDS[command]();
  process.exit(0);
}

// ---- Reviews: the list, hiding and restoring, the shop's reply --------------------------------------------
// Their own routes (/api/ops/reviews), listed by the server. A review is named by its kind and id: product
// reviews and salon reviews are numbered apart.
const REVIEW_KINDS = ['product', 'salon'];
const reviewUsage = () => {
  console.error(`usage:\n${REVIEW_USAGE}`);
  process.exit(2);
};
const reviewStars = (r) =>
  r.kind === 'salon' ? `salon ${r.rating}, stylist ${r.stylist_rating}` : `${r.rating} stars`;
const reviewLine = (r) =>
  `${r.kind.padEnd(7)} #${String(r.id).padEnd(6)} ${r.created_at}  ${r.status.padEnd(7)} ${reviewStars(r)}  ${r.member_name} (${r.member_id})  ${r.subject}` +
  (r.hidden_reason ? `\n    hidden: ${r.hidden_reason}` : '') +
  (r.comments ? `\n    "${r.comments}"` : '') +
  (r.reply ? `\n    reply: ${r.reply}` : '');
/** The review a command names: `<product|salon> <id>`, the path of its routes. */
const reviewPath = () =>
  REVIEW_KINDS.includes(arg) && /^\d+$/.test(rest[0] ?? '') ? `/reviews/${arg}/${rest[0]}` : reviewUsage();
const reviewText = () => rest.slice(1).join(' ').trim() || reviewUsage();

const REVIEW_COMMANDS = {
  async reviews() {
    const filter = {};
    for (const word of [arg, ...rest].filter(Boolean)) {
      const store = /^store:(\d+)$/i.exec(word);
      if (store) filter.store_id = store[1];
      else if (/^\d+$/.test(word)) filter.product_id = word;
      else if (word === 'visible' || word === 'hidden') filter.status = word;
      else reviewUsage();
    }
    // In one order whatever the order typed: product or store, then the state.
    const query = ['product_id', 'store_id', 'status']
      .filter((k) => filter[k])
      .map((k) => `${k}=${filter[k]}`);
    const list = await call(`/reviews${query.length ? `?${query.join('&')}` : ''}`);
    if (list.length === 0) console.log('no reviews');
    for (const r of list) console.log(reviewLine(r));
  },
  async 'hide-review'() {
    const path = reviewPath();
    console.log(reviewLine(await post(`${path}/hide`, { reason: reviewText() })));
  },
  async 'restore-review'() {
    console.log(reviewLine(await post(`${reviewPath()}/restore`)));
  },
  async 'reply-review'() {
    const path = reviewPath();
    console.log(reviewLine(await post(`${path}/reply`, { text: reviewText() })));
  },
};
if (Object.hasOwn(REVIEW_COMMANDS, command)) {
  await REVIEW_COMMANDS[command]();
  process.exit(0);
}

// ---- Partner withdrawals: the list, the batch of a 1st or 15th with its bank payment file, pay, reject ----
// Their own routes (/api/ops/withdrawals), listed by the server. The payment file holds full account numbers:
// it is written readable by its owner only, never over an earlier one, and never where the operator happens to
// stand (a repository's root is one `git add -A` from publishing it): under DATA_DIR/bank-payments, the
// directory the server's settings name (`./data` of the repository by default, as the server resolves it).
// The CLI writes it, not the server: in production the operator's machine is not the server's, and a file left
// on a server's disk would be one more copy of every number that nobody collects.
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = process.env.DATA_DIR || 'data';
const PAYMENTS_DIR = resolve(isAbsolute(DATA_DIR) ? DATA_DIR : resolve(REPO_ROOT, DATA_DIR), 'bank-payments');
const WITHDRAWAL_STATUSES = ['requested', 'processing', 'paid', 'rejected'];
const withdrawalUsage = () => {
  console.error(`usage:\n${WITHDRAWAL_USAGE}`);
  process.exit(2);
};
const withdrawalLine = (w) =>
  `#${String(w.id).padEnd(6)} due ${w.due_on}  ${w.status.padEnd(10)} ${money(w.amount, w.currency).padStart(12)}  ${w.agent_name} (${w.agent_id})  ${w.bank_name} ${w.account_number}${w.one_time ? ' (one-time)' : ''}` +
  (w.reject_reason ? `\n    rejected: ${w.reject_reason}` : '');
/** Prints a batch and writes its payment file (full account numbers) where no file of that name is yet. */
async function savePaymentFile(batch, state) {
  for (const w of batch.withdrawals) console.log(withdrawalLine(w));
  if (batch.count === 0) {
    console.log(`nothing ${state === 'processing' ? 'processing' : 'requested'} is due by ${batch.due_by}`);
    return;
  }
  mkdirSync(PAYMENTS_DIR, { recursive: true, mode: 0o700 });
  // mode applies only when the directory is made; one made earlier by hand is closed here too.
  chmodSync(PAYMENTS_DIR, 0o700);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  let path;
  for (let n = 1; !path; n++) {
    const name = resolve(PAYMENTS_DIR, `bank-payments-${batch.due_by}-${stamp}${n > 1 ? `-${n}` : ''}.csv`);
    try {
      writeFileSync(name, batch.csv, { mode: 0o600, flag: 'wx' });
      path = name;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
  }
  console.log(
    `${batch.count} withdrawals, ${money(batch.total, batch.currency)}, ${state}; bank payment file: ${path}`,
  );
}
const withdrawalId = () => (/^\d+$/.test(arg ?? '') ? arg : withdrawalUsage());

const WITHDRAWAL_COMMANDS = {
  async withdrawals() {
    const words = [arg, ...rest].filter((w) => w !== undefined);
    const filter = {};
    for (let i = 0; i < words.length; i++) {
      if (words[i] === '--due' && DATE.test(words[i + 1] ?? '')) filter.due = words[++i];
      else if (WITHDRAWAL_STATUSES.includes(words[i])) filter.status = words[i];
      else withdrawalUsage();
    }
    // In one order whatever the order typed: the state, then the day.
    const query = ['status', 'due'].filter((k) => filter[k]).map((k) => `${k}=${filter[k]}`);
    const list = await call(`/withdrawals${query.length ? `?${query.join('&')}` : ''}`);
    if (list.length === 0) console.log('no withdrawals');
    for (const w of list) console.log(withdrawalLine(w));
  },
  async 'process-withdrawals'() {
    if (arg !== undefined && !DATE.test(arg)) withdrawalUsage();
    await savePaymentFile(await post('/withdrawals/process', arg ? { date: arg } : {}), 'now processing');
  },
  async 'payment-file'() {
    if (arg !== undefined && !DATE.test(arg)) withdrawalUsage();
    await savePaymentFile(await call(`/withdrawals/payment-file${arg ? `?date=${arg}` : ''}`), 'processing');
  },
  async 'pay-withdrawal'() {
    console.log(withdrawalLine(await post(`/withdrawals/${withdrawalId()}/pay`)));
  },
  async 'reject-withdrawal'() {
    const id = withdrawalId();
    const reason = rest.join(' ').trim() || withdrawalUsage();
    console.log(withdrawalLine(await post(`/withdrawals/${id}/reject`, { reason })));
  },
};
if (Object.hasOwn(WITHDRAWAL_COMMANDS, command)) {
  await WITHDRAWAL_COMMANDS[command]();
  process.exit(0);
}
// ---- Partner programme: applications, ranks, agents ------------------------------------------------------
// Their own routes (/api/ops/agent-applications, /api/ops/agents), listed by the server. Withdrawals are the
// block after this one.
const agentUsage = () => {
  console.error(`usage:\n${AGENT_USAGE}`);
  process.exit(2);
};
const applicationLine = (a) =>
  `#${String(a.id).padEnd(6)} ${a.applied_at}  ${a.status.padEnd(9)} ${a.name} (${a.user_id}, ${a.mobile})` +
  (a.tnc_accepted_at ? `  terms accepted ${a.tnc_accepted_at}` : '  terms not accepted') +
  (a.reject_reason
    ? `\n    rejected: ${a.reject_reason} (may apply again from ${a.can_apply_again_on})`
    : '');
const agentLine = (a) =>
  `#${String(a.id).padEnd(6)} ${a.rank.padEnd(9)} team ${String(a.team_size).padStart(5)}  available ${money(a.cashback_available, 'SGD')}  pending ${money(a.cashback_pending, 'SGD')}  withdrawn ${money(a.cashback_withdrawn, 'SGD')}  ${a.name} (${a.mobile})`;
const AGENT_RANKS = ['silver', 'gold', 'platinum', 'executive'];
const APPLICATION_STATUSES = ['applied', 'submitted', 'approved', 'rejected'];

const AGENT_COMMANDS = {
  async applications() {
    if (arg && !APPLICATION_STATUSES.includes(arg)) agentUsage();
    const list = await call(`/agent-applications${arg ? `?status=${arg}` : ''}`);
    if (list.length === 0) console.log('no applications');
    for (const a of list) console.log(applicationLine(a));
  },
  async 'approve-application'() {
    if (!/^\d+$/.test(arg ?? '')) agentUsage();
    console.log(applicationLine(await post(`/agent-applications/${arg}/approve`)));
  },
  async 'reject-application'() {
    const reason = rest.join(' ').trim();
    if (!/^\d+$/.test(arg ?? '') || !reason) agentUsage();
    console.log(applicationLine(await post(`/agent-applications/${arg}/reject`, { reason })));
  },
  async 'set-rank'() {
    const who = (arg ?? '').replace(/^\+?65\s*/, '');
    const [rank, ...why] = rest;
    if (!/^\d+$/.test(who) || !AGENT_RANKS.includes(rank)) agentUsage();
    const reason = why.join(' ').trim();
    const done = await post('/agents/rank', {
      // Singapore mobile numbers have 8 digits; a user id is shorter.
      ...(who.length >= 8 ? { mobile: who } : { user_id: Number(who) }),
      rank,
      ...(reason ? { reason } : {}),
    });
    console.log(`agent ${done.agent_id}: ${done.from} -> ${done.to}`);
  },
  async agents() {
    const list = await call('/agents');
    if (list.length === 0) console.log('no agents');
    for (const a of list) console.log(agentLine(a));
  },
};
if (Object.hasOwn(AGENT_COMMANDS, command)) {
  await AGENT_COMMANDS[command]();
  process.exit(0);
}
// --------------------------------------------------------------------------------------------------------

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
  if (VOUCHER_COMMANDS.has(command)) {
    await runVoucherCommand(commands);
    process.exit(0);
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
