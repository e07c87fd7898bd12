import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { contentErrors, rideShareCompanies } from '../../../contract/content/index.ts';
import { answerMessageOf, failureMessageOf, fieldErrorsOf, withoutAnswerKeys } from '../../custom/content/contentValues.ts';

const NAME_MAX = 80;

interface RideShareCompanyDialogProps {
    /** The company to edit; absent = add one. */
    record?: RaRecord;
    onClose: () => void;
}

/**
 * Add or edit a company (name and active). The declaration's own rules run before the request; the server's
 * answer decides: its message is the toast, a 400 puts its field message under the name (a name in use:
 * 'Data already exists with name - …'), a 412 says someone else saved the company meanwhile.
 */
export const RideShareCompanyDialog = ({ record, onClose }: RideShareCompanyDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create, { isPending: creating }] = useCreate();
    const [update, { isPending: updating }] = useUpdate();
    const [name, setName] = useState<string>(typeof record?.name === 'string' ? record.name : '');
    const [isActive, setActive] = useState<boolean>(record ? record.isActive === true : true);
    const [error, setError] = useState<string | undefined>();
    const busy = creating || updating;

    const options = {
        mutationMode: 'pessimistic' as const,
        onSuccess: (answer: unknown) => {
            notify(answerMessageOf(answer) ?? 'app.content.updated', { type: 'info' });
            onClose();
        },
        onError: (failure: unknown) => {
            setError(fieldErrorsOf(failure)?.name);
            notify(failureMessageOf(failure), { type: 'error' });
        },
    };

    const save = () => {
        const { errors } = contentErrors(rideShareCompanies, { name, isActive });
        if (errors.name) return setError(errors.name);
        setError(undefined);
        if (record) void update('rideShareCompanies', { id: record.id, data: { ...withoutAnswerKeys(record), name, isActive }, previousData: record }, options);
        else void create('rideShareCompanies', { data: { name, isActive } }, options);
    };

    return (
        <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="company-dialog-title">
            <form
                noValidate
                onSubmit={event => {
                    event.preventDefault();
                    save();
                }}
            >
                <DialogTitle id="company-dialog-title">
                    {translate(record ? 'resources.rideShareCompanies.edit_title' : 'resources.rideShareCompanies.add_title')}
                </DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        required
                        fullWidth
                        margin="dense"
                        label={translate('resources.rideShareCompanies.fields.name')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        error={error !== undefined}
                        helperText={error ?? translate('app.content.fields.counter', { count: name.trim().length, max: NAME_MAX })}
                    />
                    <FormControlLabel
                        control={<Switch checked={isActive} onChange={(_, checked) => setActive(checked)} />}
                        label={translate('resources.rideShareCompanies.fields.isActive')}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={busy}>
                        {translate('resources.rideShareCompanies.action.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        {translate('resources.rideShareCompanies.action.save')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
