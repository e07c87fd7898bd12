import { createParser } from 'eventsource-parser';

export interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Opens the server-event stream with the bearer header, as the console does, and collects events. */
export async function openEvents(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/v1/vehicles/update-all`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters: Array<() => void> = [];
  const parser = createParser({
    onEvent(e) {
      events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) as Record<string, unknown> });
      waiters.splice(0).forEach((w) => w());
    },
  });
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      /* aborted */
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    /** Resolves once an event of this name has arrived. */
    async waitFor(name: string, ms = 20_000) {
      const end = Date.now() + ms;
      while (!events.some((e) => e.event === name)) {
        if (Date.now() > end) throw new Error(`no "${name}" event; got ${events.map((e) => e.event).join(', ')}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    /** Resolves when the server ends the stream. */
    ended: reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
