/**
 * The SEO section's texts (app.seo.*): its inputs, the search-result preview and the page SEO records. Loaded at
 * start: the vehicle detail page and most content screens show the section.
 */
export const seoMessages = {
  app: {
    seo: {
      fields: {
        metaTitle: 'Meta Title',
        metaKeywords: 'Meta Keywords',
        metaDescription: 'Meta Description',
        seoTags: { h1: 'H1 tag', h2: 'H2 tag', h3: 'H3 tag' },
      },
      preview: {
        title: 'Search result preview',
        no_title: 'No SEO title: search engines pick one themselves',
        no_description: 'No SEO description: search engines show text taken from the page.',
      },
      page: {
        heading: 'SEO of the %{page}',
        help: 'What search engines show for this page. Every field may stay empty.',
        names: {
          'trade-in': 'trade-in page',
          faq: 'FAQ page',
          'home-page': 'home page',
          finance: 'finance page',
          'ride-share-home': 'ride-share home page',
        },
      },
    },
  },
  resources: {
    seoPages: {
      name: 'Page SEO record |||| Page SEO records',
      fields: {
        page: 'Page',
        metaTitle: 'Meta Title',
        metaKeywords: 'Meta Keywords',
        metaDescription: 'Meta Description',
        seoTags: 'H1 to H3',
      },
    },
  },
};
