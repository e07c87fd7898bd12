/**
 * Texts of the ride-share screens (issue 18): /admin/rideshare-home and its RDS list (the city pages' and the
 * companies' come from their declarations). Spec texts ('Data added successfully') keep their exact wording.
 */
export const rideShareMessages = {
    resources: {
        rideShareHome: {
            name: 'Ride-share home item |||| Ride-share home items',
            title: 'Ride share home',
            items_heading: 'Home items',
            create_title: 'New ride-share home item',
            edit_title: 'Ride-share home item %{title}',
            fields: { title: 'Title', visible: 'Visible', img: 'Desktop image', mobileImg: 'Mobile image', position: 'Position' },
            action: {
                actions: 'Actions',
                add: 'Add home item',
                edit_named: 'Edit %{title}',
                delete_named: 'Delete %{title}',
                back: 'Ride share home',
            },
            message: {
                delete_title: 'Delete home item "%{title}"?',
                delete_content: 'The item disappears from the public site. Its history is kept.',
            },
            empty: 'No home items yet.',
            seo_spot: 'Page SEO for "ride share home" goes here.',
        },
        rdsList: {
            name: 'RDS vehicle |||| RDS list',
            heading: 'RDS list: ride-share delivery vehicles on the public pages',
            intro: 'Pick vehicles from the DMS ride-share delivery list, by zone. Visible entries show on the public ride-share pages, in this order.',
            fields: { stockId: 'Stock id', zone: 'Zone', visible: 'Visible', vehicle: 'Vehicle', position: 'Position' },
            action: {
                add: 'Add to RDS list',
                delete_named: 'Delete %{stockId} (%{zone})',
                visible_named: '%{name} visible',
                up_named: 'Move %{stockId} (%{zone}) up',
                down_named: 'Move %{stockId} (%{zone}) down',
            },
            message: {
                delete_title: 'Remove %{stockId} (%{zone}) from the RDS list?',
                delete_content: 'The vehicle stays in the inventory; it only leaves the public ride-share pages.',
            },
            no_vehicles: 'The DMS lists no ride-share delivery vehicle in this zone.',
            dms_failed: 'The DMS vehicles cannot be listed now (%{message}). Try again.',
            empty: 'The RDS list is empty.',
            list_label: 'RDS vehicles in display order',
            load_failed: 'The RDS list could not be loaded: %{message}',
        },
    },
};
