import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button as MuiButton, List, ListItem } from '@mui/material';
import { Button, useDataProvider, useListContext, type RaRecord } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { AppDialog, useLingering } from '../../layout/AppDialog.tsx';
import { CancelFirstConfirm } from '../CancelFirstConfirm.tsx';
import { withoutAnswerKeys } from '../contentValues.ts';
import { canRemove } from './ContentRowActions.tsx';
import { useBulkRun, type BulkOutcome } from './useBulkRun.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

/** Whether the list offers bulk actions: not turned off, and the collection has one (show/hide or delete). */
export const hasBulkActions = (collection: CollectionDeclaration) =>
  collection.admin?.bulk !== false && (!!collection.publishFlag || canRemove(collection));

/** What a bulk action left undone: each refused item named with the server's message. */
const BulkSummaryDialog = ({
  collection,
  outcome,
  onClose,
}: {
  collection: CollectionDeclaration;
  outcome: BulkOutcome;
  onClose: () => void;
}) => {
  const { t } = useCollectionTexts(collection);
  return (
    <AppDialog
      open
      onClose={onClose}
      fullWidth={false}
      title={t('app.content.generic.bulk.summary_title')}
      description={t('app.content.generic.bulk.done', { ...outcome })}
      actions={
        <MuiButton onClick={onClose} autoFocus>
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
  );
};

/**
 * The selected rows' actions (issue 24): Show and Hide where the collection has a publish flag (each document saved
 * with its version, like its own form would), Delete where items may be deleted (one question for all, each sent
 * with its version). Each item is sent on its own; a toast says what was done, or a summary names each refusal.
 */
export const ContentBulkActions = ({ collection }: { collection: CollectionDeclaration }) => {
  const { t } = useCollectionTexts(collection);
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider();
  const { run, running, outcome, closeOutcome } = useBulkRun(collection);
  // The count asked about, kept while the question closes (the selection is cleared by then).
  const [asking, setAsking] = useState<number | null>(null);
  const asked = useLingering(asking) ?? 0;
  const flag = collection.publishFlag;

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
        cancel="ra.action.cancel"
        confirm="ra.action.delete"
        confirmColor="error"
        onConfirm={() => void run(t('app.content.generic.bulk.delete'), remove).then(() => setAsking(null))}
        onClose={() => setAsking(null)}
      />
      {outcome ? <BulkSummaryDialog collection={collection} outcome={outcome} onClose={closeOutcome} /> : null}
    </>
  );
};
