import { useId } from 'react';
import { Box, Button, Chip, Collapse, ListItem, ListItemButton, ListItemText } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate, useTranslateLabel } from 'react-admin';
import type { Revision } from '../../../contract/content/index.ts';
import { absoluteTime, relativeTime } from './formatTime.ts';
import { RevisionDiff } from './RevisionDiff.tsx';

interface RevisionItemProps {
  resource: string;
  revision: Revision;
  previous?: Revision;
  /** The version the edit form shows. */
  current: boolean;
  selected: boolean;
  onSelect: () => void;
  /** Absent for the newest revision: restoring it would change nothing. */
  onRestore?: () => void;
}

const useOpLabel = () => {
  const translate = useTranslate();
  return (revision: Revision) =>
    revision.op === 'restore' && revision.restoredFrom != null
      ? translate('app.history.op.restore', { version: revision.restoredFrom })
      : translate(`app.history.op.${revision.op === 'restore' ? 'update' : revision.op}`);
};

/**
 * One revision: version, what happened, who, when and which fields; selecting it shows the field-by-field
 * difference with the revision before it.
 */
export const RevisionItem = ({
  resource,
  revision,
  previous,
  current,
  selected,
  onSelect,
  onRestore,
}: RevisionItemProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const opLabel = useOpLabel();
  const diffId = useId();
  const author = revision.by || translate('app.history.unknown_author');
  const changed =
    revision.changed.length > 0
      ? translate('app.history.changed', {
          fields: revision.changed.map((source) => translateLabel({ source, resource })).join(', '),
        })
      : translate('app.history.nothing_changed');

  return (
    <ListItem disablePadding divider sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <ListItemButton
          selected={selected}
          onClick={onSelect}
          aria-expanded={selected}
          aria-controls={selected ? diffId : undefined}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <ListItemText
            primary={
              <>
                {translate('app.history.version', { version: revision.version })} · {opLabel(revision)}
                {current ? (
                  <Chip size="small" label={translate('app.history.current')} sx={{ ml: 1 }} component="span" />
                ) : null}
              </>
            }
            secondary={
              <>
                {translate('app.history.by', { by: author })} ·{' '}
                <time dateTime={revision.at} title={absoluteTime(revision.at)}>
                  {relativeTime(revision.at)}
                </time>{' '}
                ({absoluteTime(revision.at)})
                <br />
                {changed}
              </>
            }
            slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
          />
        </ListItemButton>
        {onRestore ? (
          <Button
            size="small"
            startIcon={<RestoreIcon />}
            onClick={onRestore}
            aria-label={translate('app.history.restore.label', { version: revision.version })}
          >
            {translate('app.history.restore.button')}
          </Button>
        ) : null}
      </Box>
      <Collapse in={selected} unmountOnExit>
        <RevisionDiff id={diffId} resource={resource} revision={revision} previous={previous} />
      </Collapse>
    </ListItem>
  );
};
