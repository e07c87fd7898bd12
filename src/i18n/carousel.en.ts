/**
 * Texts of /admin/carousel and its sub-category screen (issue 17), and of the shared reorder handles. Spec texts
 * ('Back to Category', 'Update Sub Category', 'Title is required') keep their exact wording; the rest is ours.
 */
export const carouselMessages = {
    resources: {
        carousel: {
            name: 'Category card |||| Category cards',
            fields: {
                title: 'Title',
                description: 'Description',
                link: 'Link',
                visible: 'Shown on the site',
                image: 'Desktop image',
                mobileImage: 'Mobile icon',
                logoImage: 'Logo',
                subCategories: 'Sub categories',
            },
            sub: {
                title: 'Title',
                description: 'Description',
                link: 'Link',
                logoImage: 'Logo image',
            },
        },
        carouselSetting: {
            name: 'Carousel settings',
            fields: {
                textColor: 'Text colour',
                backgroundColor: 'Background colour',
                sliderSpeed: 'Slide speed (ms)',
            },
        },
    },
    app: {
        carousel: {
            title: 'Carousel',
            settings_heading: 'Carousel settings',
            cards_heading: 'Category cards',
            add: 'Add category',
            add_title: 'Add category card',
            edit_title: 'Edit category card',
            edit_named: 'Edit %{title}',
            delete_named: 'Delete %{title}',
            delete_title: 'Delete category card "%{title}"?',
            delete_content: 'The card and its sub-categories disappear from the public site. Its history is kept.',
            sub_button: 'Sub categories',
            sub_named: 'Sub categories of %{title}',
            sub_count: '%{smart_count} sub category |||| %{smart_count} sub categories',
            hidden: 'Hidden',
            empty: 'No category cards yet: Add category creates the first one.',
            order_help: 'Drag a card by its handle to reorder, or focus the handle and press Space, the arrow keys, then Space again.',
            back: 'Back to Category',
            update_sub: 'Update Sub Category',
            help: {
                colour: '# and 3 or 6 hex digits, e.g. #000 or #1a2b3c',
                sliderSpeed: 'How long a slide takes to move, 100 to 5000 ms',
            },
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
