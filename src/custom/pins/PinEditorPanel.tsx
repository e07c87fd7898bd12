import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import type { AttachedPicture, PinDescription, VehicleFeatures } from '../../../contract/index.ts';
import { PIN_COLOURS } from './pinColours.ts';
import type { ListedPin } from './pinEditing.ts';
import { PinTextFields } from './PinTextFields.tsx';
import type { PinTextErrors } from './pinTypeRules.ts';

interface PinEditorPanelProps {
  pin: ListedPin;
  number: number;
  features: VehicleFeatures;
  closeUpPictures: AttachedPicture[];
  errors: PinTextErrors;
  onChange: (text: PinDescription) => void;
  onSave: () => void;
  onDelete: () => void;
}

const NO_CLOSE_UP = '';

/**
 * The editor of one pin (spec §4): its text (PinTextFields, shared with the hotspot pin
 * dialog), a close-up from the DMS hotspot pictures when there are any, Save and Delete.
 */
export const PinEditorPanel = ({
  pin,
  number,
  features,
  closeUpPictures,
  errors,
  onChange,
  onSave,
  onDelete,
}: PinEditorPanelProps) => {
  const translate = useTranslate();
  const { text } = pin;
  const idPrefix = `pin-${pin.id}`;
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const setCloseUp = (id: string) => {
    const { closeUp: _previous, ...rest } = text;
    const picture = closeUpPictures.find((p) => p._id === id);
    onChange(picture ? { ...rest, closeUp: picture } : rest);
  };

  return (
    // A section, not a form: the editor may sit inside someone else's form (hotspot dialog).
    <Stack
      component="section"
      aria-labelledby={fieldId('heading')}
      spacing={2}
      sx={{ borderLeft: 4, borderColor: PIN_COLOURS[text.type], pl: 2 }}
    >
      <Typography id={fieldId('heading')} variant="subtitle1" component="h3">
        {translate(pin.committed ? 'app.pins.editor.heading' : 'app.pins.editor.heading_new', { number })}
      </Typography>
      <PinTextFields text={text} features={features} errors={errors} idPrefix={idPrefix} onChange={onChange} />
      {closeUpPictures.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            id={fieldId('close-up')}
            label={translate('app.pins.editor.close_up')}
            value={text.closeUp?._id ?? NO_CLOSE_UP}
            onChange={(event) => setCloseUp(event.target.value)}
            sx={{ flex: 1 }}
          >
            <MenuItem value={NO_CLOSE_UP}>{translate('app.pins.editor.no_close_up')}</MenuItem>
            {closeUpPictures.map((picture) => (
              <MenuItem key={picture._id} value={picture._id}>
                {picture.title || picture.name}
              </MenuItem>
            ))}
          </TextField>
          {text.closeUp && (
            <Box
              component="img"
              src={text.closeUp.picture}
              alt={translate('app.pins.editor.close_up_alt', { title: text.closeUp.title || text.closeUp.name })}
              sx={{ width: 80, height: 60, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave}>
          {translate('app.pins.editor.save')}
        </Button>
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={onDelete}>
          {translate('app.pins.editor.delete')}
        </Button>
      </Stack>
    </Stack>
  );
};
