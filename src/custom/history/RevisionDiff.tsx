import { Typography } from '@mui/material';
import { useTranslate, useTranslateLabel } from 'react-admin';
import type { Revision } from '../../../contract/content/index.ts';
import { differingFields, isEmptyValue } from '../content/contentValues.ts';
import { FieldDifferenceTable } from './FieldDifferenceTable.tsx';

const HEADINGS = ['app.history.diff.field', 'app.history.diff.before', 'app.history.diff.after'] as const;

interface RevisionDiffProps {
  resource: string;
  revision: Revision;
  /** The revision before it; absent for the first one kept. */
  previous?: Revision;
  id?: string;
}

/** The fields a revision changed: against the one before it, or every filled field of the first one kept. */
const fieldsOf = (revision: Revision, previous?: Revision): string[] => {
  if (previous) return differingFields(previous.data, revision.data);
  if (revision.changed.length > 0) return revision.changed;
  return Object.keys(revision.data).filter((key) => !isEmptyValue(revision.data[key]));
};

/** A field-by-field difference of one revision: field, value before, value after. */
export const RevisionDiff = ({ resource, revision, previous, id }: RevisionDiffProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const fields = fieldsOf(revision, previous);
  const caption = previous
    ? translate('app.history.diff.caption', { version: revision.version, previous: previous.version })
    : translate('app.history.diff.caption_first', { version: revision.version });

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
      caption={caption}
      headings={HEADINGS}
      fields={fields}
      label={(field) => translateLabel({ source: field, resource })}
      left={previous?.data}
      right={revision.data}
      sx={{ px: { xs: 0, sm: 2 }, pb: 1 }}
    />
  );
};
