import type { Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/open.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route needs, built once at start (tests build it with a manual clock). */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Operator-facing lines on standard output (first-start link); never sent to the structured log. */
  announce(line: string): void;
}

export interface SessionUser {
  id: string;
  email: string;
  role: 'admin';
  status: 'invited' | 'active';
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user?: SessionUser;
  }
}
