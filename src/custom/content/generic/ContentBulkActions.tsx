import { useEffect, useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button as MuiButton, List, ListItem } from '@mui/material';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { AppDialog, useLingering } from '../../layout/AppDialog.tsx';
import { CancelFirstConfirm } from '../CancelFirstConfirm.tsx';
import { failureMessageOf, withoutAnswerKeys } from '../contentValues.ts';
import { canRemove } from './ContentRowActions.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

/** Whether the list offers bulk actions: not turned off, and the collection has one (show/hide or delete). */
export const hasBulkActions = (collection: CollectionDeclaration) =>
  collection.admin?.bulk !== false && (!!collection.publishFlag || canRemove(collection));

/** What a bulk action did: shown as a toast when all went through, else as a summary naming each refusal. */
interface BulkOutcome {
  action: string;
  count: number;
  done: number;
  refused: { id: RaRecord['id']; title: string; message: string }[];
}

/**
 * The selected rows' actions (issue 24): Show and Hide where the collection has a publish flag (each document saved
 * with its version, like its own form would), Delete where items may be deleted (one question for all, each sent
 * with its version). Each item is sent on its own, in turn (the server decides each: a 412 for an item someone
 * changed, 'used by …', 'Title is required to show this item'); then a toast says what was done, or a summary names
 * each refusal with the server's message, and the list reloads with no selection.
 */
export const ContentBulkActions = ({ collection }: { collection: CollectionDeclaration }) => {
  const { t, titleOf } = useCollectionTexts(collection);
  const { data, selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // The count asked about, kept while the question closes (the selection is cleared by then).
  const [asking, setAsking] = useState<number | null>(null);
  const asked = useLingering(asking) ?? 0;
  const flag = collection.publishFlag;
  // After an action the bar collapses with the selection, and the focus its dialogs give back to its buttons was
  // lost to the page: once nothing is open, it goes to the table's Select all (or, with no rows left, the search).
  const anchor = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  // After every render: the last of an action's renders (its dialogs closed) moves the focus, once.
  useEffect(() => {
    if (!refocus.current || asking !== null || outcome !== null) return;
    refocus.current = false;
    const table = anchor.current?.closest('.RaDataTable-root');
    const list = anchor.current?.closest('.RaList-main') ?? table?.parentElement;
    const target =
      table?.querySelector<HTMLElement>('thead input[type="checkbox"]') ??
      list?.querySelector<HTMLElement>('input[type="search"], input[name="q"]');
    target?.focus();
  });

  /** Each record as the list loaded it (its version goes along); a selection kept across pages is read first. */
  const run = async (action: string, send: (record: RaRecord) => Promise<unknown>) => {
    setRunning(true);
    const result: BulkOutcome = { action, count: 0, done: 0, refused: [] };
    try {
      const shown = new Map((data ?? []).map((record) => [record.id, record]));
      const missing = selectedIds.filter((id) => !shown.has(id));
      const fetched = missing.length ? (await dataProvider.getMany(collection.name, { ids: missing })).data : [];
      for (const record of fetched) shown.set(record.id, record);
      const records = selectedIds.flatMap((id) => shown.get(id) ?? []);
      result.count = records.length;
      for (const record of records) {
        try {
          await send(record);
          result.done += 1;
        } catch (error) {
          result.refused.push({ id: record.id, title: titleOf(record), message: failureMessageOf(error) });
        }
      }
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error', messageArgs: { _: failureMessageOf(error) } });
      setRunning(false);
      return;
    }
    setRunning(false);
    const summary = t('app.content.generic.bulk.done', { ...result });
    if (result.refused.length === 0) notify(summary, { type: 'info', messageArgs: { _: summary } });
    else setOutcome(result);
    onUnselectItems();
    refresh();
    refocus.current = true;
  };

  const setFlag = (value: boolean) => (record: RaRecord) =>
    // An item already so needs no write (and no new revision).
    record[flag!] === value
      ? Promise.resolve()
      : dataProvider.update(collection.name, {
          id: record.id,
          data: { ...withoutAnswerKeys(record), [flag!]: value },
          previousData: record,
        });
  const remove = (record: RaRecord) => dataProvider.delete(collection.name, { id: record.id, previousData: record });

  return (
    <>
      <span ref={anchor} hidden />
      {flag
        ? ([true, false] as const).map((shown) => (
            <Button
              key={String(shown)}
              label={shown ? 'app.content.generic.bulk.show' : 'app.content.generic.bulk.hide'}
              disabled={running}
              onClick={() => void run(t(`app.content.generic.bulk.${shown ? 'show' : 'hide'}`), setFlag(shown))}
            >
              {shown ? <VisibilityIcon /> : <VisibilityOffIcon />}
            </Button>
          ))
        : null}
      {canRemove(collection) ? (
        <Button
          label="app.content.generic.bulk.delete"
          color="error"
          disabled={running}
          onClick={() => setAsking(selectedIds.length)}
        >
          <DeleteIcon />
        </Button>
      ) : null}
      <CancelFirstConfirm
        isOpen={asking !== null}
        loading={running}
        title={t('app.content.generic.bulk.delete_title', { smart_count: asked })}
        content={t('app.content.generic.bulk.delete_content')}
        confirm="ra.action.delete"
        confirmColor="error"
        onConfirm={() => void run(t('app.content.generic.bulk.delete'), remove).then(() => setAsking(null))}
        onClose={() => setAsking(null)}
      />
      {outcome ? (
        // What a bulk action left undone: each refused item named with the server's message.
        <AppDialog
          open
          onClose={() => setOutcome(null)}
          fullWidth={false}
          title={t('app.content.generic.bulk.summary_title')}
          description={t('app.content.generic.bulk.done', { ...outcome })}
          actions={
            <MuiButton onClick={() => setOutcome(null)} autoFocus>
              {t('app.content.generic.bulk.close')}
            </MuiButton>
          }
        >
          <List dense>
            {outcome.refused.map((refusal) => (
              <ListItem key={refusal.id} disableGutters>
                {t('app.content.generic.bulk.refused', {
                  title: refusal.title,
                  message: t(refusal.message, { _: refusal.message }),
                })}
              </ListItem>
            ))}
          </List>
        </AppDialog>
      ) : null}
    </>
  );
};
