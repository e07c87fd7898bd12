import { useState } from 'react';
import { Alert, Avatar, Box, Button as MuiButton } from '@mui/material';
import { Form, SaveButton, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { financePins } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';
import { answerMessageOf, failureMessageOf, fieldErrorsOf, isConflict, withoutAnswerKeys } from '../../custom/content/contentValues.ts';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const PIN_RULES = contentValidator(financePins);

export interface FinancePinRecord extends RaRecord {
    id: string;
    number: number;
    page: string;
    description: string;
    version: number;
}

interface FinancePinFormProps {
    pin: FinancePinRecord;
    /** The page's name as staff read it ('Buy'), for the save button's accessible name. */
    pageLabel: string;
    /** Reads the pins again (their version after a 412). */
    onReload: () => void;
}

/**
 * One pin edited in place (spec §2): its number, its description with a live counter, and Save; leaving the page
 * with a changed, unsaved pin asks first. The save sends the
 * version the admin edited: a 400 puts the server's message under the text, a 412 (someone saved first) keeps the
 * admin's text and offers to load theirs.
 */
export const FinancePinForm = ({ pin, pageLabel, onReload }: FinancePinFormProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [update] = useUpdate<FinancePinRecord>();
    const [conflict, setConflict] = useState(false);
    const label = translate('resources.financePins.pin', { number: pin.number });

    const submit = async (values: FieldValues) => {
        try {
            const answer = await update(
                financePins.name,
                { id: pin.id, data: { ...withoutAnswerKeys(pin), description: values.description as string }, previousData: pin },
                { mutationMode: 'pessimistic', returnPromise: true },
            );
            const message = answerMessageOf(answer) ?? 'app.content.updated';
            notify(message, { type: 'info', messageArgs: { _: message } });
            setConflict(false);
            return undefined;
        } catch (error) {
            notify(failureMessageOf(error), { type: 'error', messageArgs: { _: failureMessageOf(error) } });
            if (isConflict(error)) {
                setConflict(true);
                return undefined;
            }
            return fieldErrorsOf(error);
        }
    };

    return (
        // onTouched: an emptied description says so once the admin leaves it (not only on Save), then re-checks as they type.
        <Form record={pin} onSubmit={submit} validate={PIN_RULES} mode="onTouched" noValidate>
            <WarnWhenUnsaved />
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16, mt: 1 }}>
                    {pin.number}
                </Avatar>
                <ContentTextInput collection={financePins} source="description" label={label} multiline minRows={2} fullWidth sx={{ flex: '1 1 20rem', m: 0 }} />
                <Box sx={{ mt: 1 }}>
                    <SaveButton
                        label="resources.financePins.action.save"
                        aria-label={translate('resources.financePins.action.save_named', { number: pin.number, page: pageLabel })}
                        // Disabled until this pin's text changes (react-admin: the form is dirty); a save resets it.
                    />
                </Box>
            </Box>
            {conflict ? (
                <Alert
                    severity="warning"
                    sx={{ mt: 1 }}
                    action={
                        <MuiButton color="inherit" size="small" onClick={() => { setConflict(false); onReload(); }}>
                            {translate('resources.financePins.action.load_theirs')}
                        </MuiButton>
                    }
                >
                    {translate('resources.financePins.conflict')}
                </Alert>
            ) : null}
        </Form>
    );
};
