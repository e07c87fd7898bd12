import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { failureMessageOf } from '../contentValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

export interface BulkRefusal {
  id: RaRecord['id'];
  title: string;
  message: string;
}

/** What a bulk action did: shown as a toast when all went through, else as a summary naming each refusal. */
export interface BulkOutcome {
  action: string;
  count: number;
  done: number;
  refused: BulkRefusal[];
}

/**
 * Runs a bulk action over the selected rows, one request per item in turn (the server decides each on its own: a
 * 412 for an item someone changed, 'used by …', 'Title is required to show this item'), then reloads the list and
 * clears the selection. `send` gets each record as the list loaded it (its version goes along).
 */
export const useBulkRun = (collection: CollectionDeclaration) => {
  const { data, selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { t, titleOf } = useCollectionTexts(collection);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const selectedRecords = async (): Promise<RaRecord[]> => {
    const shown = new Map((data ?? []).map((record) => [record.id, record]));
    // A selection kept across pages names rows this page does not hold.
    const missing = selectedIds.filter((id) => !shown.has(id));
    const fetched = missing.length ? (await dataProvider.getMany(collection.name, { ids: missing })).data : [];
    for (const record of fetched) shown.set(record.id, record);
    return selectedIds.flatMap((id) => shown.get(id) ?? []);
  };

  const run = async (action: string, send: (record: RaRecord) => Promise<unknown>) => {
    setRunning(true);
    const refused: BulkRefusal[] = [];
    let done = 0;
    let records: RaRecord[] = [];
    try {
      records = await selectedRecords();
      for (const record of records) {
        try {
          await send(record);
          done += 1;
        } catch (error) {
          refused.push({ id: record.id, title: titleOf(record), message: failureMessageOf(error) });
        }
      }
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error', messageArgs: { _: failureMessageOf(error) } });
      setRunning(false);
      return;
    }
    setRunning(false);
    const result = { action, count: records.length, done, refused };
    const summary = t('app.content.generic.bulk.done', result);
    if (refused.length === 0) notify(summary, { type: 'info', messageArgs: { _: summary } });
    else setOutcome(result);
    onUnselectItems();
    refresh();
  };

  return { run, running, outcome, closeOutcome: () => setOutcome(null) };
};
