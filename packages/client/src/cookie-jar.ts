/**
 * The cookies one server has set on this client (the session cookie `club.sid`, at least). A
 * script talks to one club, so cookies are kept per name only; the jar follows the server's
 * `Set-Cookie` answers, including the ones that clear a cookie (an expiry in the past, Max-Age 0).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes in the `Set-Cookie` headers of an answer. */
  store(headers: Headers, now: Date = new Date()): void {
    for (const line of headers.getSetCookie()) this.storeOne(line, now);
  }

  /** The `Cookie` request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clear(): void {
    this.cookies.clear();
  }

  private storeOne(line: string, now: Date): void {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || isExpired(attributes, now)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Max-Age wins over Expires (RFC 6265, 5.3): zero or less, or an expiry already past, clears. */
function isExpired(attributes: string[], now: Date): boolean {
  const values = new Map<string, string>();
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq < 0 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    values.set(key, eq < 0 ? '' : attribute.slice(eq + 1).trim());
  }
  const maxAge = values.get('max-age');
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const expires = values.get('expires');
  return expires !== undefined && Date.parse(expires) <= now.getTime();
}
