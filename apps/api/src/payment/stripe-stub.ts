import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the few Stripe endpoints the shop calls (tests only): create and retrieve
 * PaymentIntents, create refunds. It answers a repeated Idempotency-Key with the first answer, as Stripe does,
 * and records every request so tests can check the keys and amounts the shop sent.
 */

export type StubIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  last_payment_error: null | { code: string; decline_code?: string; message: string };
  metadata: Record<string, string>;
  payment_method_types: string[];
  livemode: false;
};

export type StubRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: Record<string, string>;
};

export type StripeStub = {
  url: string;
  intents: Map<string, StubIntent>;
  refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string | null }[];
  requests: StubRequest[];
  /** What the card did, as if the browser had confirmed it with Stripe.js. */
  settle(id: string, outcome: 'succeeded' | 'declined'): StubIntent;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, StubIntent>();
  const refunds: StripeStub['refunds'] = [];
  const requests: StubRequest[] = [];
  const replays = new Map<string, { status: number; body: string }>();
  let counter = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_stub_${++counter}` });
    res.end(text);
  };
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : null;
    };
    const record: StubRequest = {
      method: req.method ?? '',
      path,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
      form: Object.fromEntries(new URLSearchParams(raw)),
    };
    requests.push(record);

    const replayKey = record.idempotencyKey ? `${record.method} ${path} ${record.idempotencyKey}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const answer = (status: number, body: unknown) => {
      if (replayKey) replays.set(replayKey, { status, body: JSON.stringify(body) });
      send(res, status, body);
    };

    if (record.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_stub_${++counter}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(record.form)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const intent: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(record.form.amount),
        currency: record.form.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub`,
        last_payment_error: null,
        metadata,
        payment_method_types: ['card'],
        livemode: false,
      };
      intents.set(id, intent);
      return answer(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (record.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(decodeURIComponent(retrieve[1]));
      return intent ? send(res, 200, intent) : notFound(res, 'payment_intent');
    }
    if (record.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(record.form.payment_intent ?? '');
      if (!intent) return notFound(res, 'payment_intent');
      const refund = {
        id: `re_stub_${++counter}`,
        object: 'refund',
        amount: Number(record.form.amount ?? intent.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push({
        id: refund.id,
        payment_intent: intent.id,
        amount: refund.amount,
        idempotencyKey: record.idempotencyKey,
      });
      return answer(200, refund);
    }
    return notFound(res, 'route');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    settle(id, outcome) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no stub intent ${id}`);
      if (outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.last_payment_error = null;
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        };
      }
      return intent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
