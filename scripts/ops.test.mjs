import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * npm run ops against a stand-in for the operator API that answers as the real one does (the API's own tests
 * cover the real routes, GET /api/ops/commands included): the script takes its commands from the server.
 */

const SCRIPT = fileURLToPath(new URL('./ops.mjs', import.meta.url));
const TOKEN = 'demo-only-operator-token-not-for-production';
/** A staff API key, as an owner creates one (bk_ and 32 random bytes, base64url). */
const API_KEY = `bk_${'k'.repeat(43)}`;
const COMMANDS = [
  { name: 'ship', summary: 'Ship a paid order' },
  { name: 'refund', summary: 'Refund an approved return' },
  { name: 'issue-voucher', summary: 'Issue a service voucher to a Singapore member' },
  { name: 'void-voucher', summary: 'Void an active service voucher' },
];
const voucher = (status) => ({
  id: 17,
  user_id: 42,
  code: 'VC-ABCDE-FGHJK',
  name: 'S$30 service voucher',
  value_cents: 3000,
  service_id: null,
  valid_from: '2026-11-24',
  valid_until: '2027-02-21',
  status,
  source: 'operator',
  note: null,
});
const order = (status) => ({
  po_number: 'PO100001',
  status,
  total: 2290,
  currency: 'SGD',
  delivery_date: '2026-11-27',
  delivery_time: '09:00-12:00',
  user_id: 1,
});

const booking = (status, pos = null) => ({
  id: 812,
  store_id: 3,
  stylist_id: 7,
  stylist_name: 'Jasmine Tan',
  date: '2026-11-25',
  time: '14:30',
  end_time: '15:30',
  status,
  source: 'web',
  member_id: 42,
  member_name: 'Tan Mei Ling',
  member_mobile: '+65 81234567',
  services: ["Women's Cut & Blow-dry"],
  total_cents: 6800,
  currency: 'SGD',
  remarks: '',
  pos_transaction_id: pos,
});

const application = (status, extra = {}) => ({
  id: 12,
  user_id: 42,
  name: 'Tan Mei Ling',
  mobile: '81234567',
  status,
  applied_at: '2026-11-20 10:00:00',
  tnc_accepted_at: '2026-11-20 10:05:00',
  decided_at: null,
  reject_reason: null,
  can_apply_again_on: null,
  ...extra,
});

const review = (kind, status, extra = {}) => ({
  kind,
  id: kind === 'salon' ? 5 : 17,
  status,
  hidden_reason: status === 'hidden' ? 'Personal details' : null,
  member_id: 42,
  member_name: 'Tan Mei Ling',
  product_id: kind === 'salon' ? null : 42,
  store_id: kind === 'salon' ? 3 : null,
  stylist_id: kind === 'salon' ? 7 : null,
  subject: kind === 'salon' ? 'Rosette Beauty Orchard, Jasmine Tan' : 'Silk Repair Serum (50 ml)',
  rating: 4.5,
  stylist_rating: kind === 'salon' ? 5 : null,
  comments: 'Lovely',
  photos: [],
  reply: null,
  replied_at: null,
  created_at: '2026-11-20 10:00:00',
  ...extra,
});

const withdrawal = (status, extra = {}) => ({
  id: 12,
  agent_id: 42,
  agent_name: 'Rachel Lim Hui Min',
  amount: 7500,
  currency: 'SGD',
  status,
  due_on: '2026-12-01',
  bank_code: 'DBS',
  bank_name: 'DBS Bank',
  bank_type: 'individual',
  account_number: '•••• 7890',
  account_holder_name: 'Rachel Lim Hui Min',
  id_number: '•••• 567D',
  email: 'rachel@example.com',
  one_time: false,
  reject_reason: null,
  created_at: '2026-11-27 10:00:00',
  processing_at: null,
  paid_at: null,
  rejected_at: null,
  ...extra,
});
const PAYMENT_FILE =
  '\uFEFFreference,due_on,bank_code,swift,bank_name,account_number,account_holder_name,amount,currency,email\r\nWD00000012,2026-12-01,DBS,DBSSSGSG,DBS Bank,0123457890,Rachel Lim Hui Min,75.00,SGD,rachel@example.com\r\n';

const requests = [];
let server;
let url;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
      const answer = (status, data) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (
        req.headers.authorization !== `Bearer ${TOKEN}` &&
        req.headers.authorization !== `Bearer ${API_KEY}`
      )
        return answer(401, { success: false, error_message: 'Unauthorized' });
      if (req.url === '/api/ops/commands') return answer(200, { success: true, data: COMMANDS });
      if (req.method === 'POST' && req.url === '/api/ops/orders/PO100001/ship')
        return answer(200, { success: true, data: order('to_receive') });
      if (req.method === 'POST' && req.url === '/api/ops/vouchers')
        return answer(200, { success: true, data: voucher('active') });
      if (req.method === 'POST' && req.url === '/api/ops/vouchers/17/void')
        return answer(200, { success: true, data: voucher('void') });
      if (req.method === 'POST' && req.url === '/api/ops/orders/PO100001/refund')
        return answer(409, { success: false, error_message: 'The order is not in a state that allows this' });
      // The wallet's commands (a block of their own).
      if (req.method === 'POST' && req.url === '/api/ops/members/7/points')
        return answer(200, {
          success: true,
          data: { user_id: 7, points: JSON.parse(body).points, point_available: 400 },
        });
      if (req.method === 'GET' && req.url === '/api/ops/transfers?user_id=7')
        return answer(200, {
          success: true,
          data: [
            {
              id: 3,
              sender_id: 7,
              sender_name: 'Alice Wong',
              recipient_id: 8,
              recipient_name: 'Bob Lim',
              points: 250,
              idempotency_key: null,
              created_at: '2026-11-20 10:00:00',
            },
          ],
        });
      // The appointment commands (a block of their own).
      if (req.method === 'GET' && req.url === '/api/ops/stores/3/day?date=2026-11-25')
        return answer(200, {
          success: true,
          data: {
            store: { id: 3, name: 'Rosette Beauty Orchard' },
            date: '2026-11-25',
            weekday: 3,
            stylists: [
              {
                id: 7,
                name: 'Jasmine Tan',
                title: 'Creative Director',
                active: true,
                hours: '10:00-19:00',
                breaks: ['13:00-13:45'],
                leave: null,
                bookings: [booking('booked')],
              },
              {
                id: 8,
                name: 'Marcus Lim',
                title: 'Senior Stylist',
                active: true,
                hours: null,
                breaks: [],
                leave: 'Annual leave',
                bookings: [],
              },
            ],
          },
        });
      if (req.method === 'POST' && req.url === '/api/ops/bookings/812/complete')
        return answer(200, { success: true, data: booking('completed', 'POS20261125000812') });
      if (req.method === 'POST' && req.url === '/api/ops/bookings/walk-in')
        return answer(200, { success: true, data: booking('completed', 'POS20261125000813') });
      if (req.method === 'POST' && req.url === '/api/ops/stylists/7/hours') {
        const { force } = JSON.parse(body);
        return force
          ? answer(200, {
              success: true,
              data: {
                stylist_id: 7,
                weekday: 1,
                hours: '10:00-17:00',
                breaks: ['13:00-14:00'],
                dropped_breaks: [],
                stranded: [booking('booked')],
              },
            })
          : answer(409, {
              success: false,
              error_message:
                'This change would leave booked appointments outside the working hours (1): #812 2026-11-25 14:30 Tan Mei Ling (+65 81234567)',
            });
      }
      if (req.method === 'POST' && req.url === '/api/ops/stylists/7/leave')
        return answer(200, {
          success: true,
          data: {
            id: 5,
            stylist_id: 7,
            ...JSON.parse(body),
            reason: JSON.parse(body).reason ?? '',
            stranded: [],
          },
        });
      // The review commands (a block of their own).
      if (req.method === 'GET' && req.url === '/api/ops/reviews?product_id=42&status=hidden')
        return answer(200, { success: true, data: [review('product', 'hidden')] });
      if (req.method === 'GET' && req.url === '/api/ops/reviews?store_id=3')
        return answer(200, { success: true, data: [review('salon', 'visible')] });
      if (req.method === 'POST' && req.url === '/api/ops/reviews/product/17/hide')
        return answer(200, { success: true, data: review('product', 'hidden') });
      if (req.method === 'POST' && req.url === '/api/ops/reviews/salon/5/restore')
        return answer(200, { success: true, data: review('salon', 'visible') });
      if (req.method === 'POST' && req.url === '/api/ops/reviews/product/17/reply')
        return answer(200, {
          success: true,
          data: review('product', 'visible', { reply: JSON.parse(body).text }),
        });
      // The partner withdrawal commands (a block of their own).
      if (req.method === 'GET' && req.url === '/api/ops/withdrawals?status=requested&due=2026-12-01')
        return answer(200, { success: true, data: [withdrawal('requested')] });
      if (req.method === 'POST' && req.url === '/api/ops/withdrawals/process') {
        const { date } = JSON.parse(body);
        const due = date ?? '2026-11-27';
        return answer(200, {
          success: true,
          data:
            due === '2026-12-01'
              ? {
                  due_by: due,
                  count: 1,
                  total: 7500,
                  currency: 'SGD',
                  withdrawals: [withdrawal('processing')],
                  csv: PAYMENT_FILE,
                }
              : { due_by: due, count: 0, total: 0, currency: 'SGD', withdrawals: [], csv: '' },
        });
      }
      if (req.method === 'GET' && req.url === '/api/ops/withdrawals/payment-file?date=2026-12-01')
        return answer(200, {
          success: true,
          data: {
            due_by: '2026-12-01',
            count: 1,
            total: 7500,
            currency: 'SGD',
            withdrawals: [withdrawal('processing')],
            csv: PAYMENT_FILE,
          },
        });
      if (req.method === 'POST' && req.url === '/api/ops/withdrawals/12/pay')
        return answer(200, { success: true, data: withdrawal('paid') });
      if (req.method === 'POST' && req.url === '/api/ops/withdrawals/12/reject')
        return answer(200, {
          success: true,
          data: withdrawal('rejected', { reject_reason: JSON.parse(body).reason }),
        });
      // The partner commands (a block of their own).
      if (req.method === 'GET' && req.url === '/api/ops/agent-applications?status=submitted')
        return answer(200, { success: true, data: [application('submitted')] });
      if (req.method === 'POST' && req.url === '/api/ops/agent-applications/12/approve')
        return answer(200, { success: true, data: application('approved') });
      if (req.method === 'POST' && req.url === '/api/ops/agent-applications/12/reject')
        return answer(200, {
          success: true,
          data: application('rejected', {
            reject_reason: JSON.parse(body).reason,
            can_apply_again_on: '2026-12-20',
          }),
        });
      if (req.method === 'POST' && req.url === '/api/ops/agents/rank')
        return answer(200, {
          success: true,
          data: { agent_id: 42, from: 'silver', to: JSON.parse(body).rank },
        });
      if (req.method === 'GET' && req.url === '/api/ops/agents')
        return answer(200, {
          success: true,
          data: [
            {
              id: 42,
              name: 'Rachel Lim',
              mobile: '81230001',
              rank: 'gold',
              team_size: 12,
              cashback_available: 12345,
              cashback_pending: 500,
              cashback_withdrawn: 0,
              agent_since: null,
            },
          ],
        });
      answer(404, { success: false, error_message: 'Not found' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function ops(args, env = {}, cwd = undefined) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { cwd, env: { ...process.env, OPS_URL: url, OPS_TOKEN: '', NODE_ENV: 'development', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr }),
    );
  });
}

describe('npm run ops', () => {
  it("lists the server's commands with --help", async () => {
    const { code, stdout } = await ops(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/ship +Ship a paid order/);
    expect(stdout).toMatch(/refund +Refund an approved return/);
  });

  it('moves an order with a command the server lists, sending the note', async () => {
    const { code, stdout } = await ops(['ship', '100001', 'by', 'van']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^PO100001 +to_receive +SGD 22\.90/);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/ops/orders/PO100001/ship',
      auth: `Bearer ${TOKEN}`,
      body: JSON.stringify({ note: 'by van' }),
    });
  });

  it('signs in with OPS_API_KEY when set, before OPS_TOKEN, also in production', async () => {
    const before = requests.length;
    const { code, stdout } = await ops(['ship', '100001'], {
      OPS_API_KEY: API_KEY,
      OPS_TOKEN: 'an-operator-token-the-key-goes-before',
      NODE_ENV: 'production',
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^PO100001 +to_receive/);
    const sent = requests.slice(before);
    expect(sent.map((r) => r.auth)).toEqual(sent.map(() => `Bearer ${API_KEY}`));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: '/api/ops/orders/PO100001/ship' });
  });

  it("refuses a command the server does not list, without sending it, and prints the server's refusals", async () => {
    const before = requests.length;
    const unknown = await ops(['deliver', 'PO100001']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command deliver/);
    expect(requests.slice(before).map((r) => r.url)).toEqual(['/api/ops/commands']);
    const refused = await ops(['refund', 'PO100001']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/409 The order is not in a state that allows this/);
  });

  it('issues a voucher of a value or a service, with days and a note, and voids one with a reason', async () => {
    const issued = await ops(['issue-voucher', '42', '30', '90', 'sorry', 'for', 'the', 'wait']);
    expect(issued.code).toBe(0);
    expect(issued.stdout).toMatch(/^#17 +VC-ABCDE-FGHJK +active +2026-11-24\.\.2027-02-21 +user 42 +S\$30/);
    expect(requests.at(-1)).toMatchObject({
      url: '/api/ops/vouchers',
      body: JSON.stringify({ user_id: 42, value_cents: 3000, days: 90, note: 'sorry for the wait' }),
    });
    await ops(['issue-voucher', '42', 'service:3']);
    expect(JSON.parse(requests.at(-1).body)).toEqual({ user_id: 42, service_id: 3 });
    await ops(['issue-voucher', '42', 'S$12.50']);
    expect(JSON.parse(requests.at(-1).body)).toEqual({ user_id: 42, value_cents: 1250 });

    const voided = await ops(['void-voucher', '17', 'issued', 'twice']);
    expect(voided.code).toBe(0);
    expect(voided.stdout).toMatch(/^#17 .* void /);
    expect(requests.at(-1)).toMatchObject({
      url: '/api/ops/vouchers/17/void',
      body: JSON.stringify({ reason: 'issued twice' }),
    });
  });

  it('refuses voucher commands without their arguments, sending nothing', async () => {
    const before = requests.length;
    expect((await ops(['issue-voucher', '42'])).code).toBe(2);
    expect((await ops(['issue-voucher', '42', 'thirty'])).code).toBe(2);
    expect((await ops(['void-voucher', '17'])).code).toBe(2);
    expect(requests.slice(before).every((r) => r.url === '/api/ops/commands')).toBe(true);
  });

  it("adjusts a member's points with a reason and lists transfers", async () => {
    const adjusted = await ops(['points', '7', '-100', 'Correction', 'of', 'March']);
    expect(adjusted.code).toBe(0);
    expect(adjusted.stdout).toMatch(/^member 7: -100 points, 400 available/);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/ops/members/7/points',
      body: JSON.stringify({ points: -100, reason: 'Correction of March' }),
    });
    const listed = await ops(['transfers', '7']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/#3 +2026-11-20 10:00:00 +250 points +Alice Wong \(7\) -> Bob Lim \(8\)/);
    const bad = await ops(['points', '7', 'many', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/points <member id> <\+\/-points> <reason>/);
  });

  it("shows a store's day per stylist, with hours, leave and each appointment's member and mobile", async () => {
    const { code, stdout } = await ops(['day', '3', '2026-11-25']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Rosette Beauty Orchard, 2026-11-25 \(wed\)/);
    expect(stdout).toMatch(/Jasmine Tan \(#7, Creative Director\): 10:00-19:00, break 13:00-13:45/);
    expect(stdout).toMatch(
      /#812 +2026-11-25 14:30-15:30 +booked +Tan Mei Ling \(\+65 81234567\) +Women's Cut/,
    );
    expect(stdout).toMatch(/Marcus Lim \(#8, Senior Stylist\): on leave \(Annual leave\)\n +no appointments/);
  });

  it('completes an appointment, printing the POS transaction, and records a walk-in by mobile or id', async () => {
    const done = await ops(['complete-booking', '812']);
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/#812 .* completed .*\nPOS transaction POS20261125000812/);
    await ops(['walk-in', '+6581234567', '3', '7', '2026-11-25', '14:30', '1,4']);
    expect(JSON.parse(requests.at(-1).body)).toEqual({
      mobile: '81234567',
      store_id: 3,
      stylist_id: 7,
      date: '2026-11-25',
      time: '14:30',
      service_ids: [1, 4],
    });
    await ops(['walk-in', '42', '3', '7', '2026-11-25', '14:30', '1']);
    expect(JSON.parse(requests.at(-1).body)).toMatchObject({ user_id: 42, service_ids: [1] });
    const before = requests.length;
    expect((await ops(['walk-in', '42', '3', '7', 'tomorrow', '14:30', '1'])).code).toBe(2);
    expect(requests.length).toBe(before);
  });

  it('sets hours by weekday name, prints the refusal listing stranded appointments, and forces with --force', async () => {
    const refused = await ops(['hours', '7', 'mon', '10:00-17:00', 'break', '13:00-14:00']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/409 .*#812 2026-11-25 14:30 Tan Mei Ling/);
    expect(JSON.parse(requests.at(-1).body)).toEqual({
      weekday: 1,
      hours: '10:00-17:00',
      break: '13:00-14:00',
      force: false,
    });
    const forced = await ops(['hours', '7', '1', '10:00-17:00', '--force', 'break', '13:00-14:00']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/stylist 7, mon: 10:00-17:00, break 13:00-14:00\nstill booked.*\n +#812/);
    expect(JSON.parse(requests.at(-1).body).force).toBe(true);
    const leave = await ops(['leave', '7', '2026-12-01', '2026-12-05', 'Annual', 'leave']);
    expect(leave.code).toBe(0);
    expect(leave.stdout).toMatch(/stylist 7 on leave 2026-12-01\.\.2026-12-05 \(Annual leave\)/);
    expect(JSON.parse(requests.at(-1).body)).toEqual({
      first_day: '2026-12-01',
      last_day: '2026-12-05',
      reason: 'Annual leave',
      force: false,
    });
    expect((await ops(['hours', '7', 'someday', 'off'])).code).toBe(2);
  });

  it('lists reviews of a product or a salon, in a state, and names each review by kind and id', async () => {
    const hidden = await ops(['reviews', 'hidden', '42']);
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toMatch(
      /^product +#17 +2026-11-20 10:00:00 +hidden +4\.5 stars +Tan Mei Ling \(42\) +Silk Repair Serum \(50 ml\)\n +hidden: Personal details\n +"Lovely"/,
    );
    const salon = await ops(['reviews', 'store:3']);
    expect(salon.stdout).toMatch(/^salon +#5 .* visible +salon 4\.5, stylist 5 +Tan Mei Ling/);
    const before = requests.length;
    expect((await ops(['reviews', 'yesterday'])).code).toBe(2);
    expect(requests.length).toBe(before);
  });

  it('hides with a reason, restores and replies, sending nothing without their arguments', async () => {
    const hidden = await ops(['hide-review', 'product', '17', 'Personal', 'details']);
    expect(hidden.code).toBe(0);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/ops/reviews/product/17/hide',
      body: JSON.stringify({ reason: 'Personal details' }),
    });
    expect((await ops(['restore-review', 'salon', '5'])).stdout).toMatch(/^salon +#5 .* visible/);
    const replied = await ops(['reply-review', 'product', '17', 'Thank', 'you']);
    expect(replied.stdout).toMatch(/\n +reply: Thank you$/m);
    expect(JSON.parse(requests.at(-1).body)).toEqual({ text: 'Thank you' });
    const before = requests.length;
    expect((await ops(['hide-review', 'product', '17'])).code).toBe(2);
    expect((await ops(['restore-review', 'order', '17'])).code).toBe(2);
    expect((await ops(['reply-review', 'salon'])).code).toBe(2);
    expect(requests.length).toBe(before);
  });

  it('lists withdrawals by state and due day, pays and rejects one with a reason', async () => {
    const listed = await ops(['withdrawals', '--due', '2026-12-01', 'requested']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^#12 +due 2026-12-01 +requested +SGD 75\.00 +Rachel Lim Hui Min \(42\) +DBS Bank •••• 7890\n$/,
    );
    expect((await ops(['pay-withdrawal', '12'])).stdout).toMatch(/^#12 .* paid /);
    const rejected = await ops(['reject-withdrawal', '12', 'Account', 'closed']);
    expect(rejected.stdout).toMatch(/\n +rejected: Account closed\n$/);
    expect(JSON.parse(requests.at(-1).body)).toEqual({ reason: 'Account closed' });
    const before = requests.length;
    expect((await ops(['withdrawals', 'sent'])).code).toBe(2);
    expect((await ops(['withdrawals', '--due', 'soon'])).code).toBe(2);
    expect((await ops(['reject-withdrawal', '12'])).code).toBe(2);
    expect((await ops(['pay-withdrawal', 'WD12'])).code).toBe(2);
    expect(requests.length).toBe(before);
  });

  it('processes the due batch and writes the bank payment file under DATA_DIR, readable by its owner only, printing its full path', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'ops-cwd-'));
    const data = mkdtempSync(join(tmpdir(), 'ops-data-'));
    const payments = join(data, 'bank-payments');
    const env = { DATA_DIR: data };
    try {
      const done = await ops(['process-withdrawals', '2026-12-01'], env, cwd);
      expect(done.code).toBe(0);
      const written = /bank payment file: (.+)$/m.exec(done.stdout)?.[1];
      // The full path, in DATA_DIR's own folder; nothing where the operator stood.
      expect(written).toMatch(/^\/.*\/bank-payments\/bank-payments-2026-12-01-\d{8}T\d{6}\.csv$/);
      expect(dirname(written)).toBe(payments);
      expect(readdirSync(cwd)).toEqual([]);
      expect(done.stdout).toMatch(/^#12 .* processing /);
      expect(done.stdout).toMatch(/1 withdrawals, SGD 75\.00, now processing/);
      expect(readFileSync(written, 'utf8')).toBe(PAYMENT_FILE);
      expect(statSync(written).mode & 0o077).toBe(0);
      expect(statSync(payments).mode & 0o777).toBe(0o700);
      const none = await ops(['process-withdrawals'], env, cwd);
      expect(none.stdout).toBe('nothing requested is due by 2026-11-27\n');
      expect(readdirSync(payments)).toEqual([basename(written)]);
      const again = await ops(['payment-file', '2026-12-01'], env, cwd);
      expect(again.stdout).toMatch(
        /1 withdrawals, SGD 75\.00, processing; bank payment file: \/.*\/bank-payments\/bank-payments-2026-12-01-/,
      );
      expect(readdirSync(payments)).toHaveLength(2);
      expect((await ops(['payment-file', 'yesterday'], env, cwd)).code).toBe(2);
      expect((await ops(['process-withdrawals', 'tomorrow'], env, cwd)).code).toBe(2);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('closes a payments folder made earlier with wider permissions before writing into it', async () => {
    const data = mkdtempSync(join(tmpdir(), 'ops-data-'));
    try {
      mkdirSync(join(data, 'bank-payments'), { mode: 0o755 });
      expect((await ops(['process-withdrawals', '2026-12-01'], { DATA_DIR: data })).code).toBe(0);
      expect(statSync(join(data, 'bank-payments')).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('lists, approves and rejects partner applications, sets ranks by mobile or id, and lists agents', async () => {
    expect((await ops(['applications', 'submitted'])).stdout).toMatch(
      /^#12 +2026-11-20 10:00:00 +submitted +Tan Mei Ling \(42, 81234567\)/,
    );
    expect((await ops(['approve-application', '12'])).stdout).toMatch(/approved/);
    const rejected = await ops(['reject-application', '12', 'Incomplete', 'profile']);
    expect(JSON.parse(requests.at(-1).body)).toEqual({ reason: 'Incomplete profile' });
    expect(rejected.stdout).toMatch(/rejected: Incomplete profile \(may apply again from 2026-12-20\)/);
    expect((await ops(['set-rank', '81230001', 'gold'])).stdout).toBe('agent 42: silver -> gold\n');
    expect(JSON.parse(requests.at(-1).body)).toEqual({ mobile: '81230001', rank: 'gold' });
    await ops(['set-rank', '42', 'platinum', 'Top', 'seller']);
    expect(JSON.parse(requests.at(-1).body)).toEqual({ user_id: 42, rank: 'platinum', reason: 'Top seller' });
    expect((await ops(['agents'])).stdout).toMatch(/#42 +gold +team +12 +available SGD 123\.45/);
    const before = requests.length;
    expect((await ops(['set-rank', '42', 'bronze'])).code).toBe(2);
    expect((await ops(['reject-application', '12'])).code).toBe(2);
    expect((await ops(['applications', 'pending'])).code).toBe(2);
    expect(requests.length).toBe(before);
  });

  it('finds the server at 127.0.0.1:$PORT when OPS_URL is not set, as npm start serves it', async () => {
    const port = new URL(url).port;
    const { code, stdout } = await ops(['ship', 'PO100001'], { OPS_URL: '', PORT: port });
    expect(code).toBe(0);
    expect(stdout).toMatch(/PO100001/);
    const { stderr } = await ops(['ship', 'PO100001'], { OPS_URL: '', PORT: '9' });
    expect(stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  it('says when no server answers', async () => {
    const { code, stderr } = await ops(['ship', 'PO100001'], { OPS_URL: 'http://127.0.0.1:9' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9/);
  });
});
