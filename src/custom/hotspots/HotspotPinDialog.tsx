import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PinDescription, VehicleFeatures } from '../../../contract/index.ts';
import { PinTextFields } from '../pins/PinTextFields.tsx';
import { hasErrors, newPinText, validatePinText, type PinTextErrors } from '../pins/pinTypeRules.ts';

/** The text of a hotspot as the pin dialog edits it (the pin editor's rules apply). */
export type HotspotText = Pick<PinDescription, 'type' | 'title' | 'description' | 'severity' | 'part'>;

interface HotspotPinDialogProps {
  id: string;
  features: VehicleFeatures;
  /** Pitch and yaw of the pin, shown so the admin knows where it goes. */
  position: { pitch: number; yaw: number };
  onSave: (text: HotspotText) => void;
  onCancel: () => void;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Only the fields a hotspot stores; an empty part is left out rather than sent as ''. */
const toHotspotText = ({ type, title, description, severity, part }: PinDescription): HotspotText => ({
  type,
  title: title.trim(),
  description: description.trim(),
  ...(type === 'DAMAGE' && severity ? { severity } : {}),
  ...(type === 'DAMAGE' && part?.trim() ? { part: part.trim() } : {}),
});

/**
 * The pin dialog of an interior hotspot (spec §2, §4): the pin editor's text fields (type, then
 * a feature of the vehicle or a free title and description, DAMAGE needing both). Save hands
 * the text back; Cancel or closing the dialog drops the pin (the hotspot is saved only when the
 * dialog was not cancelled).
 */
export const HotspotPinDialog = ({ id, features, position, onSave, onCancel }: HotspotPinDialogProps) => {
  const translate = useTranslate();
  const [pin, setPin] = useState<PinDescription>(() => newPinText(id));
  const [errors, setErrors] = useState<PinTextErrors>({});

  const update = (next: PinDescription) => {
    setPin(next);
    // Once shown, messages follow the text so they disappear as soon as it is fixed.
    if (hasErrors(errors)) setErrors(validatePinText(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePinText(pin);
    setErrors(found);
    if (!hasErrors(found)) onSave(toHotspotText(pin));
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="hotspot-pin-heading">
      <form onSubmit={submit} noValidate>
        {/* Not `hotspot-pin-title`: PinTextFields gives that id to the title field. */}
        <DialogTitle id="hotspot-pin-heading">{translate('app.hotspots.pin_dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.hotspots.pin_dialog.position', {
                pitch: round1(position.pitch),
                yaw: round1(position.yaw),
              })}
            </Typography>
            <PinTextFields text={pin} features={features} errors={errors} idPrefix="hotspot-pin" onChange={update} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('app.hotspots.pin_dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.hotspots.pin_dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
