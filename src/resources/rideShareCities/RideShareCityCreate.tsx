import { useMemo } from 'react';
import { rideShareCities } from '../../../contract/content/index.ts';
import { ContentCreate } from '../../custom/content/ContentCreate.tsx';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { RIDE_SHARE_CITIES_PATH } from './paths.ts';
import { RideShareCityForm } from './RideShareCityForm.tsx';

/** A new page's starting values: empty place fields, no zone, the declaration's defaults (inactive, empty SEO). */
const cityDefaults = (): Record<string, unknown> => ({ cityName: '', workState: '', plateType: '', ...rideShareCities.schema.partial().parse({}), zone: [] });

/** /admin/rideShareCities/create: the city form in add mode; back to the city pages once saved. */
export const RideShareCityCreate = () => {
    const record = useMemo(cityDefaults, []);
    return (
        <ContentCreate
            resource={rideShareCities.name}
            redirect="list"
            title="resources.rideShareCities.create_title"
            record={record}
            actions={<BackToolbar to={RIDE_SHARE_CITIES_PATH} label="resources.rideShareCities.action.back" />}
        >
            <RideShareCityForm mode="add" />
        </ContentCreate>
    );
};
