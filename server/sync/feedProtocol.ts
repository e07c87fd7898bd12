import type { DmsClientOptions } from '../dms/client.ts';
import type { FeedRequest, FeedResult } from './feedReader.ts';
import type { StagedBatch } from './stagingRows.ts';

/** The DMS connection as the feed thread gets it: plain values, since functions do not cross threads. */
export type DmsConnection = Omit<DmsClientOptions, 'baseUrl'> & { baseUrl: string };

export type ToFeedThread =
  | { type: 'read'; job: number; runId: number; dms: DmsConnection; request: FeedRequest }
  /** The batch is in sync_staging (or was dropped after a failure): the reader may hand over more. */
  | { type: 'written'; job: number; batch: number }
  | { type: 'stop'; job: number };

export type FromFeedThread =
  | { type: 'batch'; job: number; batch: number; staged: StagedBatch; fetched: number; total: number }
  | { type: 'done'; job: number; result: FeedResult }
  | { type: 'failed'; job: number; message: string };
