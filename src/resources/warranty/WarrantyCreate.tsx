import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import { warranty } from '../../../contract/content/index.ts';
import { ContentCreate } from '../../custom/content/ContentCreate.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { WARRANTY_PATH } from './paths.ts';
import { warrantyDefaults, WarrantyInputs } from './WarrantyInputs.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const WARRANTY_RULES = contentValidator(warranty);

/** /admin/warranty/create: a new warranty image, hidden until the admin makes it visible; back to the list once saved. */
export const WarrantyCreate = () => {
    const record = useMemo(warrantyDefaults, []);
    return (
        <ContentCreate
            resource={warranty.name}
            redirect="list"
            title="resources.warranty.create_title"
            record={record}
            actions={<BackToolbar to={WARRANTY_PATH} label="resources.warranty.action.back" />}
        >
            <SimpleForm validate={WARRANTY_RULES} sx={{ maxWidth: 760 }}>
                <WarnWhenUnsaved />
                <WarrantyInputs />
            </SimpleForm>
        </ContentCreate>
    );
};
