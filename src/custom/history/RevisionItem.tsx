import { useId } from 'react';
import { Box, Button, Chip, Collapse, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate, useTranslateLabel } from 'react-admin';
import type { Revision } from '../../../contract/content/index.ts';
import { differingFields, isEmptyValue } from '../content/contentValues.ts';
import { FieldDifferenceTable } from './FieldDifferenceTable.tsx';
import { absoluteTime, relativeTime } from './formatTime.ts';

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

/** The fields a revision changed: against the one before it, or every filled field of the first one kept. */
const fieldsOf = (revision: Revision, previous?: Revision): string[] => {
  if (previous) return differingFields(previous.data, revision.data);
  if (revision.changed.length > 0) return revision.changed;
  return Object.keys(revision.data).filter((key) => !isEmptyValue(revision.data[key]));
};

const DIFF_HEADINGS = ['app.history.diff.field', 'app.history.diff.before', 'app.history.diff.after'] as const;

/** A field-by-field difference of one revision: field, value before, value after. */
const RevisionDiff = ({
  resource,
  revision,
  previous,
  id,
}: Pick<RevisionItemProps, 'resource' | 'revision' | 'previous'> & { id: string }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const fields = fieldsOf(revision, previous);
  if (fields.length === 0) {
    return (
      <Typography id={id} variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
        {translate('app.history.diff.none')}
      </Typography>
    );
  }
  return (
    <FieldDifferenceTable
      id={id}
      caption={
        previous
          ? translate('app.history.diff.caption', { version: revision.version, previous: previous.version })
          : translate('app.history.diff.caption_first', { version: revision.version })
      }
      headings={DIFF_HEADINGS}
      fields={fields}
      label={(field) => translateLabel({ source: field, resource })}
      left={previous?.data}
      right={revision.data}
      sx={{ px: { xs: 0, sm: 2 }, pb: 1 }}
    />
  );
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
  const op =
    revision.op === 'restore' && revision.restoredFrom != null
      ? translate('app.history.op.restore', { version: revision.restoredFrom })
      : translate(`app.history.op.${revision.op === 'restore' ? 'update' : revision.op}`);
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
                {translate('app.history.version', { version: revision.version })} · {op}
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
