import { BooleanInput } from 'react-admin';
import { rideShareHome } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';

/**
 * A ride-share home item's fields (spec §3: title, visible, img, mobileImg), shared by create and edit. Crops are
 * locked to the home images' ratios (16:4.98 desktop, 1:1 mobile) in the folder home-images; the desktop image
 * is required (§5 "adding needs an image").
 */
export const RideShareHomeInputs = () => (
    <>
        <ContentTextInput collection={rideShareHome} source="title" isRequired fullWidth />
        <BooleanInput source="visible" />
        <ContentImageInput source="img" collection={rideShareHome} label="resources.rideShareHome.fields.img" />
        <ContentImageInput source="mobileImg" collection={rideShareHome} label="resources.rideShareHome.fields.mobileImg" />
    </>
);
