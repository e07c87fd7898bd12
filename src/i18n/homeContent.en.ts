/**
 * Texts of the sidebar's content entries, the shared content fields (src/custom/content/fields) and the home page
 * (issue 16; the banners' and hero images' labels come from their declarations). Merged into en.ts.
 */
export const homeContentMessages = {
  app: {
    // The sidebar's groups and the entries that are not content collections (those come from their declarations).
    menu: {
      home_group: 'Home page',
      merchandising: 'Merchandising',
      body_types: 'Body types',
      operations: 'Operations',
    },
    content: {
      window: {
        hidden: 'Hidden',
        scheduled: 'Scheduled',
        live: 'Live',
        expired: 'Expired',
        hidden_help: 'Not visible: the public site does not show it.',
        scheduled_help: 'Visible from %{from}.',
        live_help: 'Shown on the public site now.',
        live_until_help: 'Shown on the public site until %{until}.',
        expired_help: 'Its publish window ended on %{until}.',
      },
      fields: {
        status: 'Status',
        publish_window: 'Publish window',
        publish_window_help:
          'Times are in your time zone (%{zone}). Leave both empty to show it whenever it is visible.',
        publish_from_help: 'Empty: from now',
        publish_until_help: 'Empty: no end',
        counter: '%{count} / %{max}',
        no_image: 'No image',
        yes: 'Yes',
        no: 'No',
        swatch_default: 'Empty: the site’s default colour',
        // A link field's help (the carousel's cards; the menu items' comes from their declaration).
        link_help: 'A path on the site such as /inventory, or a full http(s) address',
      },
    },
    home_page: {
      title: 'Home page',
      back: 'Back to the home page',
      hero: {
        heading: 'Hero promo',
        help_primary: 'The hero image the public site shows first. The others are on Hero images.',
        help_unpublished:
          'No hero image is published yet: this is the first one. Make it visible (with its title and both images) to show it on the public site.',
        none: 'There is no hero promo yet.',
        create: 'Create the hero promo',
        all_heroes: 'All hero images',
        open_full: 'Open with its history',
        load_failed: 'The hero promo could not be loaded: %{message}',
      },
      banners: {
        heading: 'Promo banners',
        help: 'The banners under the hero. Their number is fixed: edit a banner to fill it, make it visible to show it.',
      },
    },
  },
};
