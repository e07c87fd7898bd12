import { Button, DialogContentText } from '@mui/material';
import { useTranslate, useTranslateLabel } from 'react-admin';
import { absoluteTime, relativeTime } from '../history/formatTime.ts';
import { FieldDifferenceTable } from '../history/FieldDifferenceTable.tsx';
import { analyseConflict, differingFields } from './contentValues.ts';
import type { ContentConflict } from './useContentConflict.ts';
import { AppDialog, useLingering } from '../layout/AppDialog.tsx';

interface ConflictDialogProps {
  resource: string;
  /** null: closed. */
  conflict: ContentConflict | null;
  /** Their version is being loaded into the form. */
  loading: boolean;
  onLoad: () => void;
  onKeep: () => void;
  /** Their version with the admin's changes on top, offered when the two changed different fields. */
  onMerge?: () => void;
  /** A field's name as staff read it; react-admin's field label by default. */
  fieldLabel?: (source: string) => string;
}

const DIFFERENCE_HEADINGS = [
  'app.content.conflict.field',
  'app.content.conflict.their_value',
  'app.content.conflict.my_value',
] as const;

const TheirVersion = ({ theirs }: { theirs: Record<string, unknown> }) => {
  const translate = useTranslate();
  const { version, updatedBy, updatedAt } = theirs;
  if (typeof version !== 'number' || typeof updatedAt !== 'string') return null;
  return (
    <DialogContentText>
      {translate('app.content.conflict.theirs', {
        version,
        by: typeof updatedBy === 'string' && updatedBy ? updatedBy : translate('app.history.unknown_author'),
        when: `${relativeTime(updatedAt)} (${absoluteTime(updatedAt)})`,
      })}
    </DialogContentText>
  );
};

/**
 * A save refused as stale (412): the server's message, who saved meanwhile and which fields differ, then the admin's
 * choice. 'Keep my changes' is focused first, as Escape does the same: nothing typed is lost unless they ask. Beyond
 * the spec, knowing the version the admin loaded: changes to different fields merge, fields both changed are compared.
 */
export const ConflictDialog = ({
  resource,
  conflict: current,
  loading,
  onLoad,
  onKeep,
  onMerge,
  fieldLabel,
}: ConflictDialogProps) => {
  const translate = useTranslate();
  const conflict = useLingering(current);
  const translateLabel = useTranslateLabel();
  const theirs = conflict?.theirs;
  const differences = conflict && theirs ? differingFields(conflict.attempted, theirs) : undefined;
  const label = fieldLabel ?? ((source: string) => String(translateLabel({ source, resource })));
  const labels = differences?.map(label).join(', ');
  const analysis = conflict?.base && theirs ? analyseConflict(conflict.base, conflict.attempted, theirs) : undefined;
  const canMerge = onMerge !== undefined && analysis?.mergeable === true;

  const busy = { disabled: loading, loading, loadingPosition: 'start' } as const;
  return (
    <AppDialog
      open={current !== null}
      onClose={onKeep}
      busy={loading}
      title="app.content.conflict.title"
      description={conflict?.message}
      actions={
        <>
          <Button onClick={onKeep} disabled={loading} autoFocus>
            {translate('app.content.conflict.keep')}
          </Button>
          <Button onClick={onLoad} variant={canMerge ? 'text' : 'contained'} {...busy} loading={loading && !canMerge}>
            {translate('app.content.conflict.load')}
          </Button>
          {canMerge ? (
            <Button onClick={onMerge} variant="contained" {...busy}>
              {translate('app.content.conflict.merge')}
            </Button>
          ) : null}
        </>
      }
    >
      {theirs ? <TheirVersion theirs={theirs} /> : null}
      {differences ? (
        <DialogContentText sx={{ mt: 1.5 }}>
          {differences.length > 0
            ? translate('app.content.conflict.differs', { fields: labels })
            : translate('app.content.conflict.same')}
        </DialogContentText>
      ) : null}
      {canMerge && analysis ? (
        <DialogContentText sx={{ mt: 1.5 }}>
          {translate('app.content.conflict.merge_help', { fields: analysis.mine.map(label).join(', ') })}
        </DialogContentText>
      ) : null}
      {theirs && conflict && analysis && analysis.overlap.length > 0 ? (
        // Field by field, what each side saved where both changed the same field: field, theirs, mine.
        <FieldDifferenceTable
          caption={translate('app.content.conflict.both_changed')}
          headings={DIFFERENCE_HEADINGS}
          fields={analysis.overlap}
          label={label}
          left={theirs}
          right={conflict.attempted}
          sx={{ mt: 1.5 }}
        />
      ) : null}
      <DialogContentText sx={{ mt: 1.5 }}>{translate('app.content.conflict.help')}</DialogContentText>
    </AppDialog>
  );
};
