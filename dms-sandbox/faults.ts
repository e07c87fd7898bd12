import type { FastifyReply } from 'fastify';
import { DMS_SANDBOX_NO_FAULTS, type DmsSandboxFaults, type DmsSandboxFaultsPatch } from '../contract/dms.ts';

/** What a feed page does under the current switches. */
export type FeedPageAction = 'fail' | 'hang' | 'truncate' | 'normal';

/**
 * Fault switches for tests (sandbox only): set at registration or at runtime through `/__faults`.
 * Hung requests are remembered so closing the sandbox can cut them instead of waiting forever.
 */
export class Faults {
  private state: DmsSandboxFaults;
  private failuresServed = 0;
  private readonly hung = new Set<FastifyReply>();

  constructor(initial: DmsSandboxFaultsPatch = {}) {
    this.state = { ...DMS_SANDBOX_NO_FAULTS, ...initial };
  }

  get current(): DmsSandboxFaults {
    return { ...this.state };
  }

  /** Changes only the given switches; counting of `failPageTimes` starts again. */
  patch(changes: DmsSandboxFaultsPatch): DmsSandboxFaults {
    this.state = { ...this.state, ...changes };
    this.failuresServed = 0;
    return this.current;
  }

  /** Every switch off. */
  reset(): DmsSandboxFaults {
    this.state = { ...DMS_SANDBOX_NO_FAULTS };
    this.failuresServed = 0;
    return this.current;
  }

  feedPageAction(page: number): FeedPageAction {
    const s = this.state;
    if (s.failPage === page && (s.failPageTimes === null || this.failuresServed < s.failPageTimes)) {
      this.failuresServed++;
      return 'fail';
    }
    if (s.timeoutPage === page) return 'hang';
    if (s.truncatePage === page) return 'truncate';
    return 'normal';
  }

  /** Number of vehicles the feed shows out of the inventory's count. */
  feedSize(inventoryCount: number): number {
    if (this.state.emptyFeed) return 0;
    return this.state.shortenFeedTo === null ? inventoryCount : Math.min(inventoryCount, this.state.shortenFeedTo);
  }

  /** Takes the reply away from Fastify and never answers; the client's own timeout is what is being tested. */
  hang(reply: FastifyReply): void {
    reply.hijack();
    this.hung.add(reply);
    reply.raw.on('close', () => this.hung.delete(reply));
  }

  /** Cuts hung connections (at close), so the server can stop. */
  releaseHung(): void {
    for (const reply of this.hung) reply.raw.destroy();
    this.hung.clear();
  }
}
