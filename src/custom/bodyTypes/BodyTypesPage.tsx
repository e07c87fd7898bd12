import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Tooltip,
  Typography,
} from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { AvailableBodyValue, BodyTypeCard, InventorySettings } from '../../../contract/bodyTypes.ts';
import type { PoolValue } from './bodyTypesApi.ts';
import { CancelFirstConfirm } from '../content/CancelFirstConfirm.tsx';
import { LoadFailedAlert } from '../content/ContentLoadError.tsx';
import { failureMessageOf } from '../content/contentValues.ts';
import { BodyTypeCardView } from './BodyTypeCardView.tsx';
import { BodyTypeEditDialog } from './BodyTypeEditDialog.tsx';
import { bodyTypesApi, nextTitle, toEditable, type EditableCard } from './bodyTypesApi.ts';
import { InventoryCountTable } from './InventoryCountTable.tsx';
import { AlertMessageDialog } from '../../resources/categories/AlertMessageDialog.tsx';
import { useReportUnsaved } from '../unsaved/UnsavedChangesProvider.tsx';

let newKeys = 0;

/** The board's three reads (spec §7), together: nothing is editable until all have answered. */
const loadBoard = ({ signal }: { signal: AbortSignal }) =>
  Promise.all([bodyTypesApi.cards(signal), bodyTypesApi.available(signal), bodyTypesApi.inventory(signal)]);

/**
 * /admin/type-setup (spec §2, issue 17): the body-type cards, edited here as a whole and saved in one request
 * ('Update cards'), and the 'Inventory count' table. The available values are what the server offers (values in
 * the inventory on no saved card) plus values taken off a card here, minus values put on one here.
 */
export const BodyTypesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  // Read at each visit and never again behind the admin's back (a refetch would replace unsaved cards).
  const board = useQuery({
    queryKey: ['bodyTypes', 'board'],
    queryFn: loadBoard,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [cards, setCards] = useState<EditableCard[]>([]);
  const [version, setVersion] = useState(0);
  const [serverPool, setServerPool] = useState<AvailableBodyValue[]>([]);
  /** The values on the cards as last loaded or saved. */
  const [savedValues, setSavedValues] = useState<string[]>([]);
  const [inventory, setInventory] = useState<InventorySettings | null>(null);
  /** The 'Error ocurred' dialog's message; closing it leaves the failed state (and its Try again) as it is. */
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Nothing is saved before 'Update cards': leaving with changes asks first.
  useReportUnsaved(dirty);

  const showSaved = (list: { cards: BodyTypeCard[]; version: number }) => {
    setCards(toEditable(list.cards));
    setSavedValues(list.cards.flatMap((card) => card.dmsBodyValues));
    setVersion(list.version);
    setDirty(false);
  };
  // A load (the first, or Try again after a failure) starts the board from the server's answer.
  const [loaded, setLoaded] = useState<typeof board.data>(undefined);
  if (board.data !== loaded) {
    setLoaded(board.data);
    if (board.data) {
      const [list, available, settings] = board.data;
      showSaved(list);
      setServerPool(available);
      setInventory(settings);
    }
  }
  // Spec §4: a list that fails to load stays empty and keeps the error; the dialog says so once per failure.
  const [failed, setFailed] = useState<Error | null>(null);
  if (board.error !== failed) {
    setFailed(board.error);
    if (board.error) setLoadError(failureMessageOf(board.error));
  }

  // Every value seen (pool or saved cards): a value taken off a card goes back to the list here at once; the
  // server reports counts for pool values only, so a value from a saved card shows its count after the next save.
  const pool = useMemo(() => {
    const assigned = new Set(cards.flatMap((card) => card.dmsBodyValues));
    const values = new Map<string, PoolValue>();
    for (const v of serverPool) if (!assigned.has(v.value)) values.set(v.value, v);
    for (const value of savedValues) if (!assigned.has(value) && !values.has(value)) values.set(value, { value });
    return [...values.values()].sort((a, b) => a.value.localeCompare(b.value));
  }, [cards, serverPool, savedValues]);

  const change = (next: (current: EditableCard[]) => EditableCard[]) => {
    setCards(next);
    setDirty(true);
  };
  const updateCard = (key: string, patch: (card: EditableCard) => EditableCard) =>
    change((current) => current.map((card) => (card.key === key ? patch(card) : card)));

  const addCard = () =>
    change((current) => [
      ...current,
      {
        key: `new-${++newKeys}`,
        carBody: nextTitle(current, (n) => translate('app.body_types.new_title', { n })),
        dmsBodyValues: [],
        isCampaignActive: false,
        carCount: 0,
      },
    ]);

  const assign = (key: string, value: string) =>
    updateCard(key, (card) => ({ ...card, dmsBodyValues: [...card.dmsBodyValues, value] }));
  const unassign = (key: string, value: string) =>
    updateCard(key, (card) => ({ ...card, dmsBodyValues: card.dmsBodyValues.filter((v) => v !== value) }));

  const save = async () => {
    setSaving(true);
    try {
      const saved = await bodyTypesApi.saveCards(cards, version);
      showSaved(saved);
      notify(saved.message, { type: 'success' });
      setServerPool(await bodyTypesApi.available());
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const ready = board.isSuccess;
  const editedCard = cards.find((card) => card.key === editing) ?? null;
  const deletedCard = cards.find((card) => card.key === deleting) ?? null;

  return (
    <Box sx={{ pb: 4, minWidth: 0 }}>
      <Title title="app.body_types.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Tooltip title={translate('app.body_types.add')}>
          {/* A span: a disabled button fires no events for the tooltip. */}
          <span>
            <IconButton
              color="primary"
              aria-label={translate('app.body_types.add')}
              onClick={addCard}
              disabled={!ready}
            >
              <AddCircleIcon fontSize="large" />
            </IconButton>
          </span>
        </Tooltip>
        <Typography>{translate('app.body_types.hint')}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving || !ready}>
          {translate('app.body_types.update')}
        </Button>
      </Box>
      {dirty ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.body_types.unsaved')}
        </Alert>
      ) : null}
      {board.isError ? (
        <LoadFailedAlert
          severity="error"
          error={board.error}
          refetch={board.refetch}
          isFetching={board.isFetching}
          text={(message) => translate('app.body_types.load_failed', { message })}
          retryLabel={translate('app.body_types.try_again')}
        />
      ) : null}
      {board.isPending ? (
        <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
          {translate('app.body_types.loading')}
        </Typography>
      ) : null}
      {ready ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Box>
            {cards.length === 0 ? (
              <Typography color="text.secondary">{translate('app.body_types.empty')}</Typography>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
                }}
              >
                {cards.map((card) => (
                  <BodyTypeCardView
                    key={card.key}
                    card={card}
                    pool={pool}
                    onEdit={() => setEditing(card.key)}
                    onDelete={() => setDeleting(card.key)}
                    onAssign={(value) => assign(card.key, value)}
                    onUnassign={(value) => unassign(card.key, value)}
                  />
                ))}
              </Box>
            )}
          </Box>
          <Paper component="section" variant="outlined" aria-labelledby="available-values-heading" sx={{ p: 2 }}>
            <Typography id="available-values-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('app.body_types.available')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.body_types.available_hint')}
            </Typography>
            {pool.length === 0 ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('app.body_types.no_available')}
              </Typography>
            ) : (
              <List dense aria-labelledby="available-values-heading">
                {pool.map((v) => (
                  <ListItem key={v.value} disableGutters sx={{ py: 0.25, gap: 1 }}>
                    <ListItemText primary={v.value} sx={{ my: 0, overflowWrap: 'anywhere' }} />
                    {v.count === undefined ? null : (
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {translate('app.body_types.vehicles', { smart_count: v.count })}
                      </Typography>
                    )}
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Box>
      ) : null}
      <InventoryCountTable settings={inventory} onSaved={setInventory} />
      <BodyTypeEditDialog
        card={editedCard}
        onClose={() => setEditing(null)}
        onApply={(changes) => {
          if (editing) updateCard(editing, (card) => ({ ...card, ...changes }));
          setEditing(null);
        }}
      />
      <CancelFirstConfirm
        isOpen={deletedCard !== null}
        title="app.body_types.delete_title"
        titleTranslateOptions={{ name: deletedCard?.carBody ?? '' }}
        content="app.body_types.delete_content"
        confirm="app.body_types.delete"
        cancel="app.body_types.cancel"
        confirmColor="error"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const key = deleting;
          setDeleting(null);
          if (key) change((current) => current.filter((card) => card.key !== key));
        }}
      />
      <AlertMessageDialog
        title="app.body_types.load_error_title"
        ok="app.body_types.ok"
        message={loadError}
        onClose={() => setLoadError(null)}
      />
    </Box>
  );
};
