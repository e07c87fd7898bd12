/**
 * Texts of /admin/categories (issue 17). The spec's names keep their exact wording ('Rideshare category',
 * 'LifeStyle category', 'Edit Rideshare Description'; 'Add LifeStyle Description' is the declaration's); the rest is ours.
 */
export const categoriesMessages = {
  app: {
    categories: {
      title: 'Categories',
      kind: 'Kind of category',
      rideshare: 'Rideshare category',
      lifestyle: 'LifeStyle category',
      rideshare_group: 'Rideshare categories',
      lifestyle_select: 'LifeStyle category',
      edit_rideshare: 'Edit Rideshare Description',
      no_description: 'No description yet.',
      highest: 'Highest category',
      highest_help:
        'The public site presents this category as the top ride-share tier. Only one category can be the highest.',
      description_of: 'Description of %{category}',
      descriptions_of: 'Descriptions of %{category}',
      loading: 'Loading…',
      cancel: 'Cancel',
      save: 'Save',
      ok: 'OK',
      // The console's own dialog where the spec raises a browser alert (§8).
      alert_title: 'Something went wrong',
      counts: {
        vehicles: '%{smart_count} vehicle |||| %{smart_count} vehicles',
        shown: '%{shown} shown on the front end',
        empty: 'Empty',
        empty_help: 'No vehicle in the inventory is in this category',
        none_shown: 'None shown',
        none_shown_help: 'No vehicle of this category is shown on the front end',
        unavailable: 'Vehicle counts could not be loaded: %{message}',
      },
    },
  },
};
