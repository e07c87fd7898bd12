/**
 * Texts of a carousel card's sub-category screen (issue 17) and of the carousel settings' contrast preview. The
 * cards' list, dialogs and settings form are generic (their words come from the declarations). Spec texts ('Back to
 * Category', 'Update Sub Category', 'Title is required') keep their exact wording; the rest is ours.
 */
export const carouselMessages = {
  resources: {
    carousel: {
      sub: {
        title: 'Title',
        description: 'Description',
        link: 'Link',
        logoImage: 'Logo image',
      },
    },
  },
  app: {
    carousel: {
      back: 'Back to Category',
      update_sub: 'Update Sub Category',
      preview: {
        heading: 'Preview',
        sample_title: 'SUVs and crossovers',
        sample_text: 'Room for the family and the weekend.',
        contrast_ok: 'Contrast %{ratio}:1: readable (WCAG AA asks at least %{min}:1).',
        low_contrast: 'Low contrast: %{ratio}:1. Text this faint is hard to read; WCAG AA asks at least %{min}:1.',
        no_ratio: 'Enter both colours to see their contrast.',
      },
      sub: {
        title: 'Sub categories of "%{title}"',
        untitled: 'Sub category %{n}',
        add: 'Add sub category',
        remove: 'Remove',
        remove_named: 'Remove %{title}',
        remove_title: 'Remove sub category "%{title}"?',
        remove_content: 'It goes when you update the sub categories.',
        empty: 'No sub categories yet: Add sub category creates the first one.',
      },
    },
  },
};
