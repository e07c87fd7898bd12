import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import { rideShareHome } from '../../../contract/content/index.ts';
import { ContentCreate } from '../../custom/content/ContentCreate.tsx';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { RIDESHARE_HOME_PATH } from './paths.ts';
import { RideShareHomeInputs } from './RideShareHomeInputs.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (title at most 70, an image required), run before any request; built once.
const HOME_RULES = contentValidator(rideShareHome);

/** /admin/rideShareHome/create: a new item, hidden until made visible; a title in use gets the server's warning. */
export const RideShareHomeCreate = () => {
    const record = useMemo(() => ({ title: '', visible: false, img: null, mobileImg: null }), []);
    return (
        <ContentCreate
            resource={rideShareHome.name}
            redirect="list"
            title="resources.rideShareHome.create_title"
            record={record}
            actions={<BackToolbar to={RIDESHARE_HOME_PATH} label="resources.rideShareHome.action.back" />}
        >
            <SimpleForm validate={HOME_RULES} sx={{ maxWidth: 760 }}>
                <WarnWhenUnsaved />
                <RideShareHomeInputs />
            </SimpleForm>
        </ContentCreate>
    );
};
