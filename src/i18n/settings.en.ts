/**
 * Texts of the settings page (/admin/price-list) and the referral programme (/admin/promotion), issue 18. The
 * spec's texts ('Please set delivery miles in range of 100-10,000', 'Physical', 'Online', 'Location') keep their
 * exact wording; the rest is ours.
 */
export const settingsMessages = {
    resources: {
        prices: {
            name: 'Price List',
            fields: { lockDown: 'Lock down ($)', downPayment: 'Down payment ($)', retailDeposit: 'Retail deposit ($)' },
        },
        referralDiscounts: {
            name: 'Referral Discounts',
            fields: { saleDiscount: 'Sale discount ($)', rentDiscount: 'Rent discount ($)' },
        },
        delivery: {
            name: 'Delivery Settings',
            fields: { deliveryMiles: 'Delivery miles', deliveryDays: 'Delivery days', deliveryFee: 'Delivery fee ($)', isRideShareEnabled: 'Ride share enabled' },
        },
        partners: {
            name: 'Partner |||| Partners',
            fields: {
                name: 'Name',
                promoCode: 'Promo code',
                promoLink: 'Promo link',
                contactNumber: 'Contact number',
                partnerSaleDiscount: 'Sale discount',
                partnerRentDiscount: 'Rent discount',
                rentWeeklyDiscount: 'Rent weekly discount',
                isActive: 'Active',
                referrals: 'Referrals',
                purchased: 'Purchased',
            },
            action: {
                add: 'Add partner',
                edit_named: 'Edit %{name}',
                delete_named: 'Delete %{name}',
                actions: 'Actions',
                save: 'Save',
                cancel: 'Cancel',
            },
            add_title: 'New partner',
            edit_title: 'Edit partner',
            fixed_help: 'Set when the partner is added; it cannot be changed',
            message: {
                delete_title: 'Delete partner "%{name}"?',
                delete_content: 'The partner leaves the public site and its promo code stops taking referrals. Referrals already recorded stay.',
            },
            empty: 'No partners yet.',
        },
        referrals: {
            name: 'Referrer |||| Referrers',
            fields: {
                prospectId: 'Prospect id',
                name: 'Referrer',
                promoCode: 'Promo code',
                prospectPhoneNumber: 'Referrer phone',
                referralProspectId: 'Referral prospect id',
                referralName: 'Referral',
                referralPhoneNumber: 'Referral phone',
                isPurchased: 'Purchased',
                dealType: 'Deal type',
                source: 'Location',
            },
            empty: 'No referrals yet. They arrive from the public website.',
        },
    },
    app: {
        settings: {
            title: 'Settings',
            prices_title: 'Price List',
            discounts_title: 'Referral Discounts',
            delivery_title: 'Delivery Settings',
            sync_limit_title: 'VehicleSync Limit Settings',
            sync_limit_field: 'Vehicle limit',
            sync_limit_all: 'All vehicles',
            sync_limit_help: 'Empty: every vehicle of the feed',
            sync_limit_invalid: 'Enter a whole number from 1 to 1,000,000, or leave it empty for every vehicle',
            sync_limit_saved: 'VehicleSync Limit saved',
            save_named: 'Save %{name}',
        },
        promotion: {
            title: 'Referral programme',
            partners_title: 'Our Partners',
            referrers_title: 'Referrers',
            partners_table: 'Partners table',
            referrers_table: 'Referrers table',
            search: 'Search',
            search_named: 'Search %{name}',
            no_match: 'Nothing matches “%{q}”.',
            yes: 'Yes',
            no: 'No',
            physical: 'Physical',
            online: 'Online',
        },
    },
};
