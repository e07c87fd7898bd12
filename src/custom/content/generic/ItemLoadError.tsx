import { Alert, Button, CardContent } from '@mui/material';
import { useEditContext } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { failureMessageOf } from '../contentValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

/**
 * In place of a form whose document could not be loaded (a 500, the network): the server's message and Try again,
 * on the same screen. react-admin's default threw the admin out to the list with 'does not exist', which a
 * failure that is not a 404 is not.
 */
export const ItemLoadError = ({ collection }: { collection: CollectionDeclaration }) => {
  const { t } = useCollectionTexts(collection);
  const { error, refetch, isFetching } = useEditContext();
  return (
    <CardContent>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('app.content.generic.retry')}
          </Button>
        }
      >
        {t('app.content.generic.item_load_failed', { message: failureMessageOf(error) })}
      </Alert>
    </CardContent>
  );
};
