import { SaveButton, SimpleForm, Toolbar, useEditContext, useTranslate } from 'react-admin';
import { warranty } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { WARRANTY_PATH } from './paths.ts';
import type { WarrantyRecord } from './types.ts';
import { WarrantyDeleteButton } from './WarrantyDeleteButton.tsx';
import { WarrantyInputs } from './WarrantyInputs.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts: a visible image needs its title and both pictures), built once.
const WARRANTY_RULES = contentValidator(warranty);


const WarrantyEditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        <WarrantyDeleteButton redirect="list" />
    </Toolbar>
);

const WarrantyTitle = () => {
    const translate = useTranslate();
    const { record } = useEditContext<WarrantyRecord>();
    return <>{translate('resources.warranty.edit_title', { title: record?.title ? `"${record.title}"` : '' }).trim()}</>;
};

/**
 * /admin/warranty/:id: one warranty image with its history (ContentEdit: pessimistic, the server's message as
 * the toast, 'Success!' on success and its error message on failure, spec §8; 412 → the conflict dialog).
 * The admin stays on the form after saving.
 */
export const WarrantyEdit = () => (
    <ContentEdit resource={warranty.name} title={<WarrantyTitle />} actions={<BackToolbar to={WARRANTY_PATH} label="resources.warranty.action.back" />}>
        <SimpleForm validate={WARRANTY_RULES} toolbar={<WarrantyEditToolbar />} sx={{ maxWidth: 760 }}>
            <WarnWhenUnsaved />
            <ContentFormWatch />
            <WarrantyInputs />
        </SimpleForm>
    </ContentEdit>
);
