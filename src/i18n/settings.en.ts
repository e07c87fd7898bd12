/**
 * Texts of the settings page (/admin/price-list), issue 18. The spec's texts ('Please set delivery miles in range of
 * 100-10,000') keep their exact wording; the rest is ours.
 */
export const settingsMessages = {
  resources: {
    prices: {
      name: 'Price List',
    },
    referralDiscounts: {
      name: 'Referral Discounts',
    },
    delivery: {
      name: 'Delivery Settings',
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
      load_failed: 'The %{name} could not be loaded: %{message}',
    },
  },
};
