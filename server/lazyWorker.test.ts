// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lazyWorker } from './lazyWorker.ts';

const entry = 'vehicles/exportWorker';

describe('a lazily started worker thread', () => {
  it('ends after resting idle for its time, and a later job starts another', async () => {
    const thread = lazyWorker(entry, undefined, 100);
    const first = thread.get();
    const exited = new Promise<number>((resolve) => first.once('exit', resolve));
    thread.rest();
    await exited;
    expect(thread.running()).toBeNull();
    const second = thread.get();
    expect(second).not.toBe(first);
    await thread.close();
  });

  it('is kept when a job comes before its idle time is up', async () => {
    const thread = lazyWorker(entry, undefined, 100);
    const first = thread.get();
    thread.rest();
    expect(thread.get()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(thread.running()).toBe(first);
    await thread.close();
  });

  it('without an idle time, is kept however long it rests', async () => {
    const thread = lazyWorker(entry);
    const first = thread.get();
    thread.rest();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(thread.running()).toBe(first);
    await thread.close();
  });
});
