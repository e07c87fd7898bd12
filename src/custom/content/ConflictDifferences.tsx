import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RevisionValue } from '../history/RevisionValue.tsx';
import type { ContentValues } from './contentValues.ts';

interface ConflictDifferencesProps {
    /** The fields both admins changed, to different values. */
    fields: readonly string[];
    theirs: ContentValues;
    mine: ContentValues;
    label: (source: string) => string;
}

/** Field by field, what each side saved where both changed the same field (beyond the spec): field, theirs, mine. */
export const ConflictDifferences = ({ fields, theirs, mine, label }: ConflictDifferencesProps) => {
    const translate = useTranslate();
    return (
        // The table scrolls inside its box on a phone instead of widening the dialog.
        <Box sx={{ overflowX: 'auto', mt: 1.5 }}>
            <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
                <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{translate('app.content.conflict.both_changed')}</caption>
                <TableHead>
                    <TableRow>
                        <TableCell component="th" scope="col">
                            {translate('app.content.conflict.field')}
                        </TableCell>
                        <TableCell component="th" scope="col">
                            {translate('app.content.conflict.their_value')}
                        </TableCell>
                        <TableCell component="th" scope="col">
                            {translate('app.content.conflict.my_value')}
                        </TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {fields.map(field => (
                        <TableRow key={field}>
                            <TableCell component="th" scope="row">
                                {label(field)}
                            </TableCell>
                            <TableCell>
                                <RevisionValue value={theirs[field]} />
                            </TableCell>
                            <TableCell>
                                <RevisionValue value={mine[field]} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
