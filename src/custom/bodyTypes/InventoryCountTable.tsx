import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { inventorySettingsRequest, THRESHOLD_WHOLE, type InventorySettings } from '../../../contract/bodyTypes.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import { bodyTypesApi } from './bodyTypesApi.ts';

/** On a phone the row's cells stack (the fields carry their labels); from sm up it is a plain table row. */
const cellSx = {
  verticalAlign: 'top',
  display: { xs: 'block', sm: 'table-cell' },
  borderBottom: { xs: 'none', sm: undefined },
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
    const value = Number(threshold);
    const fields = inventorySettingsRequest.shape;
    const found: Record<string, string> = {};
    if (threshold.trim() === '') found.inventoryThreshold = THRESHOLD_WHOLE;
    else {
      const checked = fields.inventoryThreshold.safeParse(value);
      if (!checked.success) found.inventoryThreshold = checked.error.issues[0]?.message ?? THRESHOLD_WHOLE;
    }
    const mail = fields.notificationEmail.safeParse(email.trim());
    if (!mail.success) found.notificationEmail = mail.error.issues[0]?.message ?? '';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const saved = await bodyTypesApi.saveInventory({
        inventoryThreshold: value,
        notificationEmail: email.trim(),
        version: settings?.version ?? 0,
      });
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

  return (
    <Box component="section" aria-labelledby="inventory-count-heading" sx={{ mt: 4 }}>
      <Typography id="inventory-count-heading" variant="h6" component="h2">
        {translate('app.body_types.inventory.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.body_types.inventory.help')}
      </Typography>
      <form onSubmit={submit} noValidate>
        <TableContainer sx={{ maxWidth: 760 }}>
          <Table size="small">
            <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
              <TableRow>
                <TableCell>{translate('app.body_types.inventory.threshold')}</TableCell>
                <TableCell>{translate('app.body_types.inventory.email')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell sx={cellSx}>
                  <TextField
                    size="small"
                    type="number"
                    label={translate('app.body_types.inventory.threshold_label')}
                    value={threshold}
                    disabled={loading}
                    onChange={(event) => setThreshold(event.target.value)}
                    error={Boolean(errors.inventoryThreshold)}
                    helperText={errors.inventoryThreshold}
                    slotProps={{ htmlInput: { min: 0, step: 1 } }}
                    sx={{ minWidth: { sm: 120 } }}
                    fullWidth
                  />
                </TableCell>
                <TableCell sx={cellSx}>
                  <TextField
                    size="small"
                    type="email"
                    fullWidth
                    label={translate('app.body_types.inventory.email_label')}
                    sx={{ minWidth: { sm: 180 } }}
                    value={email}
                    disabled={loading}
                    onChange={(event) => setEmail(event.target.value)}
                    error={Boolean(errors.notificationEmail)}
                    helperText={errors.notificationEmail}
                  />
                </TableCell>
                <TableCell sx={cellSx}>
                  <Button type="submit" variant="contained" disabled={saving || loading}>
                    {translate('app.body_types.inventory.save')}
                  </Button>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </form>
    </Box>
  );
};
