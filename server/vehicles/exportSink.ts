import type { PGlite } from '@electric-sql/pglite';

/** Buffers to write batches into, reused across batches and exports (exportThread.ts gets them back from its thread). */
export interface BatchBuffers {
  take(): ArrayBuffer | undefined;
}

interface Slot {
  path: string;
  target: Uint8Array;
  used: number;
}

/** Unused by Emscripten's own devices (1: null/tty, 5/6: tty, 64+ is free). */
const DEVICE_MAJOR = 90;
const FIRST_SIZE = 2 << 20;
const sinks = new WeakMap<PGlite, ReturnType<typeof createSink>>();

/**
 * Where PGlite's COPY of an export batch goes: a device of its in-memory file system that writes straight into a
 * buffer of ours. A plain file there grew by reallocation on every write of every batch, and with the copy read out
 * of it, about 3 MB of garbage per 500 vehicles was most of an export's memory (V8 frees such buffers only after
 * some 64 MB of them). Several batches may be read at once, so each read takes a device (a slot) of its own.
 */
function createSink(pglite: PGlite) {
  const { FS } = pglite.Module;
  const free: Slot[] = [];
  let made = 0;
  const makeSlot = (): Slot => {
    const minor = made++;
    const slot: Slot = { path: `/dev/export-batch-${minor}`, target: new Uint8Array(0), used: 0 };
    const device = FS.makedev(DEVICE_MAJOR, minor);
    FS.registerDevice(device, {
      open: () => undefined,
      close: () => undefined,
      llseek: () => 0,
      write(_stream: unknown, data: Uint8Array, offset: number, length: number) {
        if (slot.used + length > slot.target.length) {
          const grown = new Uint8Array(Math.max(slot.used + length, slot.target.length * 2, FIRST_SIZE));
          grown.set(slot.target.subarray(0, slot.used));
          slot.target = grown;
        }
        slot.target.set(data.subarray(offset, offset + length), slot.used);
        slot.used += length;
        return length;
      },
    });
    FS.mkdev(slot.path, device);
    return slot;
  };
  return {
    /** Runs `copy(path)` (a COPY ... TO path) and answers the bytes it wrote, in a buffer the caller now owns. */
    async capture(copy: (path: string) => Promise<unknown>, buffers: BatchBuffers): Promise<Uint8Array> {
      const slot = free.pop() ?? makeSlot();
      const spare = buffers.take();
      slot.target = spare ? new Uint8Array(spare) : new Uint8Array(FIRST_SIZE);
      slot.used = 0;
      try {
        await copy(slot.path);
        return slot.target.subarray(0, slot.used);
      } finally {
        slot.target = new Uint8Array(0);
        free.push(slot);
      }
    },
  };
}

export function exportSink(pglite: PGlite) {
  let sink = sinks.get(pglite);
  if (!sink) sinks.set(pglite, (sink = createSink(pglite)));
  return sink;
}
