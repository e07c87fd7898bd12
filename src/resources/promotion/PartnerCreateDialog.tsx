import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, useCreate, useNotify, useTranslate } from 'react-admin';
import { focusFirstFieldOnEnter } from '../../custom/content/focusFirstField.ts';
import { submissionErrorsOf } from '../../custom/content/submissionErrors.ts';
import { useDiscardQuestion } from '../../custom/content/useDiscardQuestion.tsx';
import { PARTNER_RULES, PartnerInputs } from './PartnerInputs.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';
import { statusOf } from './statusOf.ts';
import type { PartnerRecord } from './types.ts';

const emptyPartner = { name: '', promoCode: '', promoLink: '', contactNumber: '', partnerSaleDiscount: 0, partnerRentDiscount: 0, rentWeeklyDiscount: '', isActive: true };

/**
 * Spec §2 add-partner dialog (POST /promotion/partner). Spec §8: the success toast shows the answer's status; a
 * refusal toasts the server's message and puts its field errors under the inputs, keeping the input.
 */
export const PartnerCreateDialog = ({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<PartnerRecord>();
    const discard = useDiscardQuestion(onClose);

    const submit = async (values: FieldValues) => {
        let answer: PartnerRecord | void;
        try {
            answer = await create(PARTNERS_RESOURCE, { data: values }, { returnPromise: true });
        } catch (error) {
            return submissionErrorsOf(error);
        }
        const status = statusOf(answer) ?? translate('app.notifications.added');
        notify(status, { type: 'success', messageArgs: { _: status } });
        onAdded();
        onClose();
    };

    return (
        <>
            <Dialog open onClose={discard.requestClose} aria-labelledby="partner-add-title" fullWidth maxWidth="sm" scroll="body" slotProps={focusFirstFieldOnEnter}>
                <Form onSubmit={submit} defaultValues={emptyPartner} validate={PARTNER_RULES} noValidate>
                    {discard.watch}
                    <DialogTitle id="partner-add-title">{translate('resources.partners.add_title')}</DialogTitle>
                    <DialogContent>
                        <PartnerInputs />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('resources.partners.action.cancel')}</Button>
                        <SaveButton label="resources.partners.action.save" alwaysEnable />
                    </DialogActions>
                </Form>
            </Dialog>
            {discard.question}
        </>
    );
};
