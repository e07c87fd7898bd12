import { useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { answerMessageOf, failureMessageOf } from '../../custom/content/contentValues.ts';
import { focusAfterRowRemoval } from '../../custom/content/focusAfterRowRemoval.ts';
import { CancelFirstConfirm } from '../../custom/content/CancelFirstConfirm.tsx';
import { deleteLifestyle, type DescriptionRecord } from './categoryApi.ts';

// Phones: half of MUI's cell padding, and the row actions as icons (their accessible names stay).
const tableSx: SxProps<Theme> = (theme) => ({
  '& td': { verticalAlign: 'top' },
  [theme.breakpoints.down('sm')]: {
    '& .MuiTableCell-root': { px: 1 },
    '& .MuiButton-startIcon': { mx: 0 },
    '& .MuiButton-root': { minWidth: 40 },
  },
});
const ButtonText = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
    {children}
  </Box>
);

interface LifestyleDescriptionTableProps {
  records: DescriptionRecord[];
  onEdit: (record: DescriptionRecord) => void;
  onDeleted: () => void;
  onError: (message: string) => void;
}

/** The chosen category's descriptions; the category is shown, not editable (spec §2). Delete asks first. */
export const LifestyleDescriptionTable = ({ records, onEdit, onDeleted, onError }: LifestyleDescriptionTableProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<DescriptionRecord | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement | null>(null);

  const confirm = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const answer = await deleteLifestyle(toDelete);
      notify(answerMessageOf(answer) ?? 'app.notifications.deleted', {
        type: 'success',
        messageArgs: { _: answerMessageOf(answer) },
      });
      focusAfterRowRemoval(deleteButton.current);
      onDeleted();
    } catch (error) {
      onError(failureMessageOf(error));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.lifestyleCategories.fields.category')}</TableCell>
              <TableCell>{translate('resources.lifestyleCategories.fields.description')}</TableCell>
              <TableCell align="right">{translate('app.categories.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record, index) => {
              const named = { number: index + 1, category: record.category };
              return (
                <TableRow key={record.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.category}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.description}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      aria-label={translate('app.categories.edit_named', named)}
                      onClick={() => onEdit(record)}
                    >
                      <ButtonText>{translate('app.categories.edit')}</ButtonText>
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      aria-label={translate('app.categories.delete_named', named)}
                      onClick={(event) => {
                        deleteButton.current = event.currentTarget;
                        setToDelete(record);
                      }}
                    >
                      <ButtonText>{translate('app.categories.delete')}</ButtonText>
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <CancelFirstConfirm
        isOpen={toDelete !== null}
        loading={deleting}
        title="app.categories.delete_title"
        titleTranslateOptions={{ category: toDelete?.category ?? '' }}
        content="app.categories.delete_content"
        cancel="app.categories.cancel"
        confirm="ra.action.delete"
        confirmColor="error"
        onConfirm={() => void confirm()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
};
