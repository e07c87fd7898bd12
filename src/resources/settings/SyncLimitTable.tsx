import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { SingleRowSubmit, SingleRowTable } from '../../custom/layout/SingleRowTable.tsx';

const QUERY_KEY = ['syncLimit'] as const;
const HEADING_ID = 'settings-syncLimit-heading';

/** '' = the whole feed (null); otherwise a whole number from 1. */
const parseLimit = (text: string): number | null | undefined => {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= 1_000_000 ? Number(t) : undefined;
};

/**
 * Spec §3 vehicle sync limit: the existing /syncLimit (body _id, vehicleLimit), which the inventory sync reads.
 * Not a content document (the sync owns it), so no version: the last save wins, as for the sync's other controls.
 */
export const SyncLimitTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getSyncLimit() });
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The stored limit (loaded or just saved) fills the field, set while rendering when it changes.
  const [shownData, setShownData] = useState<typeof data>(undefined);
  if (data !== shownData) {
    setShownData(data);
    if (data) setText(data.vehicleLimit === null ? '' : String(data.vehicleLimit));
  }
  useEffect(() => {
    if (error) notify(error.message || 'app.errors.fallback', { type: 'info', messageArgs: { _: error.message } });
  }, [error, notify]);

  const save = useMutation({
    mutationFn: (limit: number | null) => dataProvider.setSyncLimit(limit),
    onSuccess: (answer) => {
      queryClient.setQueryData(QUERY_KEY, answer);
      notify('app.settings.sync_limit_saved', { type: 'info' });
    },
    onError: (e: Error) => notify(e.message || 'app.errors.fallback', { type: 'error', messageArgs: { _: e.message } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limit = parseLimit(text);
    if (limit === undefined) {
      setFieldError(translate('app.settings.sync_limit_invalid'));
      return;
    }
    setFieldError(null);
    save.mutate(limit);
  };

  const label = translate('app.settings.sync_limit_field');
  return (
    <form onSubmit={submit} noValidate>
      <SingleRowTable
        id={HEADING_ID}
        title="app.settings.sync_limit_title"
        columns={[
          {
            key: 'vehicleLimit',
            head: label,
            cell: (
              <TextField
                value={text}
                onChange={(e) => setText(e.target.value)}
                size="small"
                placeholder={translate('app.settings.sync_limit_all')}
                error={fieldError !== null}
                helperText={fieldError ?? translate('app.settings.sync_limit_help')}
                disabled={!data}
                slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric' } }}
                sx={{ minWidth: 200 }}
              />
            ),
          },
        ]}
        toolbar={
          <SingleRowSubmit
            label={translate('ra.action.save')}
            ariaLabel={translate('app.settings.save_named', { name: translate('app.settings.sync_limit_title') })}
            disabled={!data || save.isPending}
          />
        }
      />
    </form>
  );
};
