import { useTranslate } from 'react-admin';
import { FieldDifferenceTable } from '../history/FieldDifferenceTable.tsx';
import type { ContentValues } from './contentValues.ts';

interface ConflictDifferencesProps {
  /** The fields both admins changed, to different values. */
  fields: readonly string[];
  theirs: ContentValues;
  mine: ContentValues;
  label: (source: string) => string;
}

const HEADINGS = [
  'app.content.conflict.field',
  'app.content.conflict.their_value',
  'app.content.conflict.my_value',
] as const;

/** Field by field, what each side saved where both changed the same field (beyond the spec): field, theirs, mine. */
export const ConflictDifferences = ({ fields, theirs, mine, label }: ConflictDifferencesProps) => {
  const translate = useTranslate();
  return (
    <FieldDifferenceTable
      caption={translate('app.content.conflict.both_changed')}
      headings={HEADINGS}
      fields={fields}
      label={label}
      left={theirs}
      right={mine}
      sx={{ mt: 1.5 }}
    />
  );
};
