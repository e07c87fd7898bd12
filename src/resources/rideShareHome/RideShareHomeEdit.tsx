import { SaveButton, SimpleForm, Toolbar, useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { rideShareHome } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';
import { RIDESHARE_HOME_PATH } from './paths.ts';
import { RideShareHomeInputs } from './RideShareHomeInputs.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

const HOME_RULES = contentValidator(rideShareHome);
const titleOptions = (record: RaRecord) => ({ title: String(record.title ?? '') });

const HomeEditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        <RowDeleteButton
            label="resources.rideShareHome.action.delete_named"
            confirmTitle="resources.rideShareHome.message.delete_title"
            confirmContent="resources.rideShareHome.message.delete_content"
            optionsOf={titleOptions}
            redirect="list"
        />
    </Toolbar>
);

const HomeTitle = () => {
    const translate = useTranslate();
    const { record } = useEditContext();
    return <>{translate('resources.rideShareHome.edit_title', { title: typeof record?.title === 'string' ? `"${record.title}"` : '' }).trim()}</>;
};

/** /admin/rideShareHome/:id: one item with its history ('Success!' on save; 412 → the conflict dialog). */
export const RideShareHomeEdit = () => (
    <ContentEdit resource={rideShareHome.name} title={<HomeTitle />} actions={<BackToolbar to={RIDESHARE_HOME_PATH} label="resources.rideShareHome.action.back" />}>
        <SimpleForm validate={HOME_RULES} toolbar={<HomeEditToolbar />} sx={{ maxWidth: 760 }}>
            <WarnWhenUnsaved />
            <ContentFormWatch />
            <RideShareHomeInputs />
        </SimpleForm>
    </ContentEdit>
);
