import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DAMAGE_SEVERITIES, PIN_TEXT_LIMITS, type PinDescription, type PinType, type VehicleFeatures } from '../../../contract/index.ts';
import {
    availableTypes,
    changeType,
    chooseFeatureTitle,
    hasErrors,
    newPinText,
    titleChoices,
    validatePinText,
    type PinTextErrors,
} from '../pins/pinTypeRules.ts';

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

const NO_SEVERITY = '';
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
 * The pin dialog of an interior hotspot (spec §2, §4): type, then a feature of the vehicle or a
 * free title and description (DAMAGE, which needs both). Save hands the text back; Cancel or
 * closing the dialog drops the pin (the hotspot is saved only when the dialog was not cancelled).
 */
export const HotspotPinDialog = ({ id, features, position, onSave, onCancel }: HotspotPinDialogProps) => {
    const translate = useTranslate();
    const [pin, setPin] = useState<PinDescription>(() => newPinText(id));
    const [errors, setErrors] = useState<PinTextErrors>({});
    const choices = titleChoices(pin, features);
    const freeText = pin.type === 'DAMAGE' || choices.length === 0;

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
        <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="hotspot-pin-title">
            <form onSubmit={submit} noValidate>
                <DialogTitle id="hotspot-pin-title">{translate('app.hotspots.pin_dialog.title')}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Typography variant="body2" color="text.secondary">
                            {translate('app.hotspots.pin_dialog.position', { pitch: round1(position.pitch), yaw: round1(position.yaw) })}
                        </Typography>
                        <TextField
                            select
                            id="hotspot-pin-type"
                            label={translate('app.hotspots.pin_dialog.type')}
                            value={pin.type}
                            onChange={event => update(changeType(pin, event.target.value as PinType, features))}
                        >
                            {availableTypes(features, pin.type).map(type => (
                                <MenuItem key={type} value={type}>
                                    {translate(`app.hotspots.pin_dialog.types.${type}`)}
                                </MenuItem>
                            ))}
                        </TextField>
                        {freeText ? (
                            <>
                                <TextField
                                    id="hotspot-pin-title-field"
                                    label={translate('app.hotspots.pin_dialog.title_field')}
                                    value={pin.title}
                                    required={pin.type === 'DAMAGE'}
                                    error={errors.title !== undefined}
                                    helperText={errors.title ? translate('app.hotspots.pin_dialog.title_required') : undefined}
                                    onChange={event => update({ ...pin, title: event.target.value })}
                                    slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.title } }}
                                />
                                <TextField
                                    id="hotspot-pin-description"
                                    label={translate('app.hotspots.pin_dialog.description')}
                                    value={pin.description}
                                    required={pin.type === 'DAMAGE'}
                                    multiline
                                    minRows={2}
                                    error={errors.description !== undefined}
                                    helperText={errors.description ? translate('app.hotspots.pin_dialog.description_required') : undefined}
                                    onChange={event => update({ ...pin, description: event.target.value })}
                                    slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.description } }}
                                />
                            </>
                        ) : (
                            <>
                                <TextField
                                    select
                                    id="hotspot-pin-feature"
                                    label={translate('app.hotspots.pin_dialog.feature')}
                                    value={pin.title}
                                    onChange={event => update(chooseFeatureTitle(pin, event.target.value, features))}
                                >
                                    {choices.map((choice, index) => (
                                        <MenuItem key={`${index}-${choice.title}`} value={choice.title}>
                                            {choice.title}
                                        </MenuItem>
                                    ))}
                                </TextField>
                                <TextField
                                    id="hotspot-pin-description"
                                    label={translate('app.hotspots.pin_dialog.description')}
                                    value={pin.description}
                                    multiline
                                    slotProps={{ htmlInput: { readOnly: true } }}
                                />
                            </>
                        )}
                        {pin.type === 'DAMAGE' && (
                            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                                <TextField
                                    select
                                    id="hotspot-pin-severity"
                                    label={translate('app.hotspots.pin_dialog.severity')}
                                    value={pin.severity ?? NO_SEVERITY}
                                    onChange={event => {
                                        const { severity: _previous, ...rest } = pin;
                                        const severity = DAMAGE_SEVERITIES.find(s => s === event.target.value);
                                        update(severity ? { ...rest, severity } : rest);
                                    }}
                                    sx={{ minWidth: 140 }}
                                >
                                    <MenuItem value={NO_SEVERITY}>{translate('app.hotspots.pin_dialog.severities.none')}</MenuItem>
                                    {DAMAGE_SEVERITIES.map(severity => (
                                        <MenuItem key={severity} value={severity}>
                                            {translate(`app.hotspots.pin_dialog.severities.${severity}`)}
                                        </MenuItem>
                                    ))}
                                </TextField>
                                <TextField
                                    id="hotspot-pin-part"
                                    label={translate('app.hotspots.pin_dialog.part')}
                                    value={pin.part ?? ''}
                                    onChange={event => update({ ...pin, part: event.target.value })}
                                    slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.part } }}
                                    fullWidth
                                />
                            </Stack>
                        )}
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
