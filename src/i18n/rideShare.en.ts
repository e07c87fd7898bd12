/**
 * Texts of the ride-share screens (issue 18): /admin/rideshare-home and its RDS list (the city pages' and the
 * companies' come from their declarations). Spec texts ('Data added successfully') keep their exact wording.
 */
export const rideShareMessages = {
  resources: {
    rideShareHome: {
      title: 'Ride share home',
      items_heading: 'Home items',
    },
    rdsList: {
      heading: 'RDS list: ride-share delivery vehicles on the public pages',
      intro:
        'Pick vehicles from the DMS ride-share delivery list, by zone. Visible entries show on the public ride-share pages, in this order.',
      // The other labels come from the RDS list's declaration.
      fields: { vehicle: 'Vehicle' },
      action: {
        add: 'Add to RDS list',
        visible_named: '%{name} visible',
      },
      no_vehicles: 'The DMS lists no ride-share delivery vehicle in this zone.',
      already_listed: '%{vehicle} · already in the list',
      dms_failed: 'The DMS vehicles cannot be listed now (%{message}). Try again.',
    },
  },
};
