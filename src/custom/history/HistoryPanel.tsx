import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, LinearProgress, List, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { Revision } from '../../../contract/content/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { useRecordMovedOn } from '../content/ContentFormWatch.tsx';
import { answerMessageOf, failureMessageOf, isConflict } from '../content/contentValues.ts';
import { useLingering } from '../layout/AppDialog.tsx';
import { historyQueryKey } from './historyQuery.ts';
import { RevisionItem } from './RevisionItem.tsx';

export interface HistoryPanelProps {
  /** The collection's `name`. */
  resource: string;
  /** The document's id ('singleton' for a singleton). */
  id: Identifier;
}

/**
 * 'History' under an edit form: the document's revisions, newest first, each with who changed which fields
 * and when; selecting one shows its difference with the one before; older ones can be restored (asked
 * first). Collapsed at first, so an edit view asks for its history only when the admin opens it.
 */
export const HistoryPanel = ({ resource, id }: HistoryPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const record = useRecordContext();
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [toRestore, setToRestore] = useState<Revision | null>(null);
  // Kept after the question closes, so its title does not change while it fades out.
  const asked = useLingering(toRestore);
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const invalidateHistory = () => void queryClient.invalidateQueries({ queryKey: historyQueryKey(resource, id) });
  // A restore refused as stale: the edit view catches up with the server (or asks first, with unsaved input).
  const recordMovedOn = useRecordMovedOn();
  /**
   * Success reloads every query of the resource (the edit view's record, so the form shows the restored values, and
   * any list) and the history; a 412 keeps its message for the panel and reloads the history, which shows what
   * happened meanwhile.
   */
  const restore = useMutation({
    mutationFn: ({ revision, currentVersion }: { revision: number; currentVersion: number }) =>
      dataProvider.restoreRevision(resource, String(id), revision, currentVersion),
    onSuccess: (answer, { revision }) => {
      setConflictMessage(null);
      notify(answerMessageOf(answer) ?? 'app.history.restore.done', {
        type: 'info',
        messageArgs: { version: revision },
      });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      invalidateHistory();
    },
    onError: (error) => {
      notify(failureMessageOf(error), { type: 'error' });
      if (!isConflict(error)) return;
      setConflictMessage(failureMessageOf(error));
      invalidateHistory();
      recordMovedOn(failureMessageOf(error));
    },
  });

  const history = useQuery({
    queryKey: historyQueryKey(resource, id),
    queryFn: ({ signal }) => dataProvider.getRevisions(resource, String(id), signal),
    enabled: expanded,
  });
  const revisions = history.data ?? [];
  // The edit view's version is the one a restore must name; outside an edit view, the newest revision's.
  const currentVersion = typeof record?.version === 'number' ? record.version : revisions[0]?.version;

  const confirmRestore = () => {
    if (toRestore === null || currentVersion === undefined) return;
    restore.mutate(
      { revision: toRestore.version, currentVersion },
      { onSettled: () => setToRestore(null), onSuccess: () => setSelected(null) },
    );
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      elevation={0}
      square
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="span">
          {translate('app.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 0, sm: 2 } }}>
        {history.isPending ? (
          <>
            <LinearProgress aria-label={translate('app.history.loading')} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.history.loading')}
            </Typography>
          </>
        ) : null}
        {history.isError ? (
          <Alert severity="error">
            {translate('app.history.failed', { message: failureMessageOf(history.error) })}
          </Alert>
        ) : null}
        {conflictMessage ? (
          <Alert severity="warning" role="alert" onClose={() => setConflictMessage(null)} sx={{ mb: 1 }}>
            {conflictMessage}
          </Alert>
        ) : null}
        {history.isSuccess && revisions.length === 0 ? (
          <Typography variant="body2">{translate('app.history.empty')}</Typography>
        ) : null}
        {revisions.length > 0 ? (
          <List aria-label={translate('app.history.list_label')} disablePadding>
            {revisions.map((revision, index) => (
              <RevisionItem
                key={revision.version}
                resource={resource}
                revision={revision}
                previous={revisions[index + 1]}
                current={revision.version === currentVersion}
                selected={selected === revision.version}
                onSelect={() => setSelected(selected === revision.version ? null : revision.version)}
                onRestore={index > 0 ? () => setToRestore(revision) : undefined}
              />
            ))}
          </List>
        ) : null}
      </AccordionDetails>
      <Confirm
        isOpen={toRestore !== null}
        loading={restore.isPending}
        title="app.history.restore.title"
        content="app.history.restore.content"
        confirm="app.history.restore.confirm"
        translateOptions={{ version: asked?.version ?? '' }}
        onConfirm={confirmRestore}
        onClose={() => setToRestore(null)}
      />
    </Accordion>
  );
};
