import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import type { SyncEvent } from '../../dataProvider/syncEvents.ts';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A signed-out or forbidden session will not get better by retrying. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Listens to the sync's server events while the list is mounted (so scheduled runs and other
 * admins' runs show too). When the stream drops it reconnects with exponential backoff and
 * jitter; the server's first `status` event then says where the sync stands.
 */
export const useSyncEvents = (onEvent: (event: SyncEvent) => void) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const listen = async () => {
      let retries = 0;
      while (!signal.aborted) {
        try {
          await dataProvider.readSyncEvents((event) => {
            retries = 0;
            handler.current(event);
          }, signal);
        } catch (error) {
          if (signal.aborted || isFinal(error)) return;
        }
        const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** retries);
        retries += 1;
        await wait(backoff * (0.8 + Math.random() * 0.4), signal);
      }
    };
    void listen();
    return () => controller.abort();
  }, [dataProvider]);
};
