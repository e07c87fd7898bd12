import { useState, type FormEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { inventorySettingsRequest, type InventorySettings } from '../../../contract/bodyTypes.ts';
import { fieldErrors } from '../../../contract/content/index.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import { SingleRowSubmit, SingleRowTable } from '../layout/SingleRowTable.tsx';
import { bodyTypesApi } from './bodyTypesApi.ts';

/** The row's two inputs: their labels (the column heads, and the inputs' names), kinds and widths. */
const INPUTS = {
  inventoryThreshold: {
    label: 'app.body_types.inventory.threshold',
    type: 'number',
    htmlInput: { min: 0, step: 1 },
    minWidth: 120,
  },
  notificationEmail: { label: 'app.body_types.inventory.email', type: 'email', htmlInput: {}, minWidth: 240 },
} as const;

/**
 * The 'Inventory count' table (spec §2): one editable row, inventoryThreshold and notificationEmail. Both are
 * checked here with the contract's rules before sending, and the server's field errors show under their field too;
 * nothing is saved then.
 */
export const InventoryCountTable = ({
  settings,
  onSaved,
}: {
  settings: InventorySettings | null;
  onSaved: (s: InventorySettings) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [threshold, setThreshold] = useState('0');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Until the saved settings arrive the fields are not editable: their arrival sets the fields, and replaced what
  // an admin had typed meanwhile (seen on a busy machine).
  const loading = settings === null;
  // Set while rendering when new settings arrive (React's 'adjusting state when a prop changes'), not in an effect.
  const [shownSettings, setShownSettings] = useState<InventorySettings | null>(null);
  if (settings !== shownSettings) {
    setShownSettings(settings);
    if (settings) {
      setThreshold(String(settings.inventoryThreshold));
      setEmail(settings.notificationEmail);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Checked here first with the server's own rules (the contract's), so a mistake shows under its field.
    const body = {
      inventoryThreshold: threshold.trim() === '' ? Number.NaN : Number(threshold),
      notificationEmail: email.trim(),
      version: settings?.version ?? 0,
    };
    const checked = inventorySettingsRequest.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setSaving(true);
    try {
      const saved = await bodyTypesApi.saveInventory(checked.data);
      setErrors({});
      onSaved(saved);
      notify(saved.message, { type: 'success' });
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof typeof INPUTS, value: string, set: (v: string) => void) => {
    const { label, type, htmlInput, minWidth } = INPUTS[key];
    const name = translate(label);
    return {
      key,
      head: name,
      cell: (
        <TextField
          size="small"
          type={type}
          value={value}
          disabled={loading}
          onChange={(event) => set(event.target.value)}
          error={Boolean(errors[key])}
          helperText={errors[key]}
          slotProps={{ htmlInput: { 'aria-label': name, ...htmlInput } }}
          sx={{ minWidth }}
        />
      ),
    };
  };

  return (
    <Box sx={{ mt: 4 }}>
      <form onSubmit={submit} noValidate>
        <SingleRowTable
          id="inventory-count-heading"
          title="app.body_types.inventory.title"
          help="app.body_types.inventory.help"
          columns={[field('inventoryThreshold', threshold, setThreshold), field('notificationEmail', email, setEmail)]}
          toolbar={<SingleRowSubmit label={translate('app.body_types.inventory.save')} disabled={saving || loading} />}
        />
      </form>
    </Box>
  );
};
