import { useEditContext, useTranslate } from 'react-admin';
import { rideShareCities } from '../../../contract/content/index.ts';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { BackToolbar } from '../../custom/homePage/BackToolbar.tsx';
import { RIDE_SHARE_CITIES_PATH } from './paths.ts';
import { RideShareCityForm } from './RideShareCityForm.tsx';

const CityTitle = () => {
    const translate = useTranslate();
    const { record } = useEditContext();
    return <>{translate('resources.rideShareCities.edit_title', { name: typeof record?.cityName === 'string' ? `"${record.cityName}"` : '' }).trim()}</>;
};

/** /admin/rideShareCities/:id: the city form in update mode, with its history (412 → the conflict dialog). */
export const RideShareCityEdit = () => (
    <ContentEdit resource={rideShareCities.name} title={<CityTitle />} actions={<BackToolbar to={RIDE_SHARE_CITIES_PATH} label="resources.rideShareCities.action.back" />}>
        <RideShareCityForm mode="update" />
    </ContentEdit>
);
