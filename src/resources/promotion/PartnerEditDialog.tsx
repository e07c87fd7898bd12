import { useCallback } from 'react';
import { useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { ContentEditDialog } from '../../custom/content/ContentEditDialog.tsx';
import { PARTNER_RULES, PartnerInputs } from './PartnerInputs.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';
import { statusOf } from './statusOf.ts';

/** Edits a partner (PATCH /promotion/partner/{id}, with its version). Name and promo code are read-only here (spec §4). */
export const PartnerEditDialog = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const saved = useCallback(
        (answer: RaRecord) => {
            const status = statusOf(answer) ?? translate('app.content.updated');
            notify(status, { type: 'success', messageArgs: { _: status } });
        },
        [notify, translate],
    );
    return (
        <ContentEditDialog
            resource={PARTNERS_RESOURCE}
            id={id}
            title="resources.partners.edit_title"
            validate={PARTNER_RULES}
            onClose={onClose}
            onSaved={saved}
            cancelLabel="resources.partners.action.cancel"
            saveLabel="resources.partners.action.save"
        >
            <PartnerInputs fixed />
        </ContentEditDialog>
    );
};
