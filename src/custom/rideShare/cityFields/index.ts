/** A ride-share city page's own inputs (registered in fieldComponents.tsx, loaded with their texts). */
export { rideShareCityMessages } from '../../../i18n/rideShareCities.en.ts';
export { CityImageInput } from './CityImageInput.tsx';
export { CityZoneStateInputs } from './CityZoneStateInputs.tsx';
