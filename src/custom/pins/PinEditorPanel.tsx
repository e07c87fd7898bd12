import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import {
    DAMAGE_SEVERITIES,
    PIN_TEXT_LIMITS,
    type AttachedPicture,
    type PinDescription,
    type PinType,
    type VehicleFeatures,
} from '../../../contract/index.ts';
import { PIN_COLOURS, PIN_TYPE_LABELS } from './pinColours.ts';
import type { ListedPin } from './pinEditing.ts';
import { availableTypes, changeType, chooseFeatureTitle, titleChoices, type PinTextErrors } from './pinTypeRules.ts';

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

const NO_SEVERITY = '';
const NO_CLOSE_UP = '';

/**
 * The editor of one pin (spec §4): its type, then either a feature of the vehicle (feature
 * types; its description follows) or free title and description (DAMAGE, with severity and
 * damaged part). Any pin may carry a close-up from the DMS hotspot pictures.
 */
export const PinEditorPanel = ({ pin, number, features, closeUpPictures, errors, onChange, onSave, onDelete }: PinEditorPanelProps) => {
    const translate = useTranslate();
    const { text } = pin;
    const choices = titleChoices(text, features);
    // Feature types pick from the vehicle's features; without any, the admin types the texts.
    const freeText = text.type === 'DAMAGE' || choices.length === 0;
    const fieldId = (name: string) => `pin-${pin.id}-${name}`;

    const setCloseUp = (id: string) => {
        const { closeUp: _previous, ...rest } = text;
        const picture = closeUpPictures.find(p => p._id === id);
        onChange(picture ? { ...rest, closeUp: picture } : rest);
    };
    const setSeverity = (value: string) => {
        const { severity: _previous, ...rest } = text;
        const severity = DAMAGE_SEVERITIES.find(s => s === value);
        onChange(severity ? { ...rest, severity } : rest);
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
            <TextField
                select
                id={fieldId('type')}
                label={translate('app.pins.editor.type')}
                value={text.type}
                onChange={event => onChange(changeType(text, event.target.value as PinType, features))}
            >
                {availableTypes(features, text.type).map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(PIN_TYPE_LABELS[type])}
                    </MenuItem>
                ))}
            </TextField>
            {freeText ? (
                <>
                    <TextField
                        id={fieldId('title')}
                        label={translate('app.pins.editor.title')}
                        value={text.title}
                        required={text.type === 'DAMAGE'}
                        error={errors.title !== undefined}
                        helperText={errors.title ? translate('app.pins.title_required') : undefined}
                        onChange={event => onChange({ ...text, title: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.title } }}
                    />
                    <TextField
                        id={fieldId('description')}
                        label={translate('app.pins.editor.description')}
                        value={text.description}
                        required={text.type === 'DAMAGE'}
                        multiline
                        minRows={2}
                        error={errors.description !== undefined}
                        helperText={errors.description ? translate('app.pins.description_required') : undefined}
                        onChange={event => onChange({ ...text, description: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.description } }}
                    />
                </>
            ) : (
                <>
                    <TextField
                        select
                        id={fieldId('feature')}
                        label={translate('app.pins.editor.feature')}
                        value={text.title}
                        onChange={event => onChange(chooseFeatureTitle(text, event.target.value, features))}
                    >
                        {choices.map((choice, index) => (
                            // Two lists may hold the same name: the index keeps keys unique.
                            <MenuItem key={`${index}-${choice.title}`} value={choice.title}>
                                {choice.title}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        id={fieldId('description')}
                        label={translate('app.pins.editor.description')}
                        value={text.description}
                        multiline
                        slotProps={{ htmlInput: { readOnly: true } }}
                    />
                </>
            )}
            {text.type === 'DAMAGE' && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField
                        select
                        id={fieldId('severity')}
                        label={translate('app.pins.editor.severity')}
                        value={text.severity ?? NO_SEVERITY}
                        onChange={event => setSeverity(event.target.value)}
                        sx={{ minWidth: 140 }}
                    >
                        <MenuItem value={NO_SEVERITY}>{translate('app.pins.severities.none')}</MenuItem>
                        {DAMAGE_SEVERITIES.map(severity => (
                            <MenuItem key={severity} value={severity}>
                                {translate(`app.pins.severities.${severity}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        id={fieldId('part')}
                        label={translate('app.pins.editor.part')}
                        value={text.part ?? ''}
                        onChange={event => onChange({ ...text, part: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: PIN_TEXT_LIMITS.part } }}
                        sx={{ flex: 1 }}
                    />
                </Stack>
            )}
            {closeUpPictures.length > 0 && (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <TextField
                        select
                        id={fieldId('close-up')}
                        label={translate('app.pins.editor.close_up')}
                        value={text.closeUp?._id ?? NO_CLOSE_UP}
                        onChange={event => setCloseUp(event.target.value)}
                        sx={{ flex: 1 }}
                    >
                        <MenuItem value={NO_CLOSE_UP}>{translate('app.pins.editor.no_close_up')}</MenuItem>
                        {closeUpPictures.map(picture => (
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
