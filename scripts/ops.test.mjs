import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * npm run ops against a stand-in for the operator API that answers as the real one does (the API's own tests
 * cover the real routes, GET /api/ops/commands included): the script takes its commands from the server.
 */

const SCRIPT = fileURLToPath(new URL('./ops.mjs', import.meta.url));
const TOKEN = 'demo-only-operator-token-not-for-production';
const COMMANDS = [
  { name: 'ship', summary: 'Ship a paid order' },
  { name: 'refund', summary: 'Refund an approved return' },
];
const order = (status) => ({
  po_number: 'PO100001',
  status,
  total: 2290,
  currency: 'SGD',
  delivery_date: '2026-11-27',
  delivery_time: '09:00-12:00',
  user_id: 1,
});

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
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return answer(401, { success: false, error_message: 'Unauthorized' });
      if (req.url === '/api/ops/commands') return answer(200, { success: true, data: COMMANDS });
      if (req.method === 'POST' && req.url === '/api/ops/orders/PO100001/ship')
        return answer(200, { success: true, data: order('to_receive') });
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
      answer(404, { success: false, error_message: 'Not found' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function ops(args, env = {}) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { ...process.env, OPS_URL: url, OPS_TOKEN: '', NODE_ENV: 'development', ...env } },
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

  it('says when no server answers', async () => {
    const { code, stderr } = await ops(['ship', 'PO100001'], { OPS_URL: 'http://127.0.0.1:9' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9/);
  });
});
