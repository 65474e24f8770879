import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Stripe-compatible server for tests: the subset of Stripe's API the product calls, with
// Stripe's form-encoded bodies (`line_items[0][price]=...`) and the response shapes of Stripe's
// OpenAPI description for the fields the SDK and the product read. It records every request so a
// test asserts what the product asked Stripe for.

type Params = { [key: string]: string | Params | Params[] | string[] };
export interface StripeRequest {
  method: string;
  path: string;
  params: Params;
  /** What the server answered (e.g. a Checkout session, with the `url` it handed out). */
  answer?: unknown;
}

/** `a[b][0][c]=v` pairs as nested objects and arrays, as Stripe reads them. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k) => k !== '');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1] ?? '') ? [] : {}) as typeof node;
    });
  }
  return root;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

export interface StripeServer {
  url: string;
  requests: StripeRequest[];
  /** The requests to a path (e.g. '/v1/checkout/sessions'). */
  to(path: string): StripeRequest[];
  prices: Record<string, unknown>[];
  /** The three monthly prices, as `pnpm billing:setup` leaves them. */
  seedPrices(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeServer(): Promise<StripeServer> {
  const requests: StripeRequest[] = [];
  const prices: Record<string, unknown>[] = [];
  let next = 0;
  const id = (prefix: string) => `${prefix}_test${String(++next).padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const routes: Record<string, (p: Params) => unknown> = {
    'GET /v1/prices': (p) => {
      const keys = Object.values(p.lookup_keys ?? {}) as string[];
      const found = prices.filter(
        (price) => keys.length === 0 || keys.includes(String(price.lookup_key)),
      );
      return list(
        '/v1/prices',
        found.filter((price) => p.active !== 'true' || price.active),
      );
    },
    'POST /v1/products': (p) => ({
      id: id('prod'),
      object: 'product',
      active: true,
      created: now(),
      name: p.name,
      livemode: false,
    }),
    'POST /v1/prices': (p) => {
      const recurring = p.recurring as Params | undefined;
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: now(),
        currency: p.currency,
        livemode: false,
        lookup_key: p.lookup_key ?? null,
        product: p.product,
        recurring: recurring
          ? { interval: recurring.interval, interval_count: 1, usage_type: 'licensed' }
          : null,
        type: recurring ? 'recurring' : 'one_time',
        unit_amount: Number(p.unit_amount),
      };
      prices.push(price);
      return price;
    },
    'POST /v1/customers': (p) => ({
      id: id('cus'),
      object: 'customer',
      created: now(),
      email: p.email ?? null,
      name: p.name ?? null,
      metadata: p.metadata ?? {},
      livemode: false,
    }),
    'POST /v1/checkout/sessions': (p) => {
      const sessionId = id('cs');
      return {
        id: sessionId,
        object: 'checkout.session',
        mode: p.mode,
        customer: p.customer ?? null,
        client_reference_id: p.client_reference_id ?? null,
        status: 'open',
        payment_status: 'unpaid',
        success_url: p.success_url,
        cancel_url: p.cancel_url ?? null,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        livemode: false,
      };
    },
    'POST /v1/billing_portal/sessions': (p) => {
      const sessionId = id('bps');
      return {
        id: sessionId,
        object: 'billing_portal.session',
        customer: p.customer,
        return_url: p.return_url ?? null,
        created: now(),
        livemode: false,
        url: `https://billing.stripe.com/p/session/${sessionId}`,
      };
    },
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const params = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
      const method = req.method ?? 'GET';
      const request: StripeRequest = { method, path: url.pathname, params };
      requests.push(request);
      const route = routes[`${method} ${url.pathname}`];
      const auth = req.headers.authorization ?? '';
      const [status, answer] = !auth.startsWith('Bearer sk_')
        ? [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }]
        : route
          ? [200, route(params)]
          : [
              404,
              {
                error: {
                  type: 'invalid_request_error',
                  message: `Unrecognized request URL (${method}: ${url.pathname})`,
                },
              },
            ];
      request.answer = answer;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    to: (path) => requests.filter((r) => r.path === path),
    prices,
    async seedPrices() {
      for (const [key, cents] of [
        ['starter_monthly', 9900],
        ['pro_monthly', 19900],
        ['elite_monthly', 34900],
      ] as const) {
        const product = routes['POST /v1/products']?.({ name: key }) as { id: string };
        routes['POST /v1/prices']?.({
          product: product.id,
          currency: 'usd',
          unit_amount: String(cents),
          lookup_key: key,
          recurring: { interval: 'month' },
        });
      }
      return Promise.resolve();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
