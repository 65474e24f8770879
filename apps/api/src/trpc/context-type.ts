// The context as the router's type carries it (`initTRPC.context<Context>()`), and with it
// AppRouter and the declarations @club/client ships: plain data only. The server's members
// (services, the rate limiter, Fastify's request and reply) are merged into this interface by
// ./context.ts, which trpc.ts loads for its types without naming anything of it: procedures see
// the whole context, while the router's emitted type names no Kysely, lru-cache or Fastify type.
import type { TLocale, TUser } from '@club/contract';

/** What every procedure gets: who calls, and from where. */
export interface Context {
  /** The client's address, for per-client rate limits. */
  client: string;
  user: TUser | null;
  /** The caller's language: the member's own, else the club_lang cookie, else Accept-Language. */
  locale: TLocale;
}
