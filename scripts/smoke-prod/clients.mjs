// What `pnpm smoke:prod` talks and reads: a member's https client (its own source address on the
// loopback network, its own cookie jar, trusting only the smoke's certificate), a plain http
// request, and the request lines of an API process's log and of nginx's access log.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/**
 * A browser-like client of https://localhost:<port>, connecting from `address` (127.0.0.x: each
 * member has an address of its own, so the API's per-client limits and logs can tell them apart).
 */
export function httpsClient({ port, ca, address }) {
  const agent = new https.Agent({ keepAlive: true, ca });
  const origin = `https://localhost:${port}`;
  let cookie = '';
  /** One request; answers { status, headers, json, setCookies } or rejects when the connection fails. */
  function request(method, url, { body, headers = {} } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port,
          localAddress: address,
          method,
          path: url,
          agent,
          timeout: 30_000,
          headers: {
            host: `localhost:${port}`,
            origin,
            accept: 'application/json',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const setCookies = res.headers['set-cookie'] ?? [];
            const sid = setCookies.find((c) => c.startsWith('club.sid='));
            if (sid) cookie = sid.split(';')[0] ?? '';
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json, setCookies, text });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${url} within 30 s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { address, origin, request, close: () => agent.destroy() };
}

/** A plain http GET (the redirect check); answers { status, location }. */
export function httpGet(port, url) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: url, headers: { host: `localhost:${port}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location }));
      },
    );
    req.on('error', reject);
  });
}

/**
 * The requests an API process logged (pino's "request completed" lines: method, URL, the client
 * address it saw, the status), from byte `from` of its log on.
 */
export function apiRequests(logFile, from = 0) {
  const text = readFileSync(logFile).subarray(from).toString('utf8');
  const lines = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // a line cut short by SIGKILL
    }
    if (entry.msg !== 'request completed' || !entry.req) continue;
    lines.push({
      method: entry.req.method,
      url: entry.req.url,
      remoteAddress: entry.req.remoteAddress,
      status: entry.res?.statusCode,
    });
  }
  return lines;
}

/** nginx's access log (format `upstreams`): each request's status and the upstreams it tried. */
export function proxyRequests(logFile) {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .map((line) => /^(\S+) "(\S+) (\S+) [^"]*" (\d+) upstream=(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, client, method, url, status, upstreams]) => ({
      client,
      method,
      url,
      status: Number(status),
      upstreams: upstreams.split(/,\s*|\s+:\s+/).filter((u) => u && u !== '-'),
    }));
}
