/**
 * Texts of the static pages' screens (issue 19), added when their chunk loads: the FAQ screen (resources.faqList), the finance info pins (resources.financePins) and the
 * trade-in screen (app.trade_in). Spec texts keep their wording: 'Data added successfully' and the other toasts
 * are the server's answers.
 */
export const staticPagesMessages = {
    app: {
        trade_in: {
            title: 'Trade in',
        },
    },
    resources: {
        faqList: {
            name: 'FAQ entry |||| FAQ entries',
            title: 'FAQ',
            fields: {
                title: 'Title',
                textColor: 'Text colour',
                img: 'Image',
                active: 'Active',
                position: 'Position',
            },
            help: {
                img: 'A 16:9 picture: the public FAQ page writes the title over it, in the text colour. An active entry needs one.',
                active: 'Active entries show on the public FAQ page.',
            },
            form: {
                add_heading: 'Add an FAQ entry',
                update_heading: 'Update the FAQ entry "%{title}"',
            },
            list: {
                heading: 'FAQ entries',
                help: 'In the order of the public FAQ page: drag an entry by its handle, or press Space on the handle and move it with the arrow keys.',
                label: 'FAQ entries, in their public order',
            },
            action: {
                add: 'Add',
                update: 'Update',
                cancel_update: 'Cancel',
                edit_named: 'Edit %{title}',
                delete_named: 'Delete %{title}',
                active_named: 'Active: %{name}',
            },
            message: {
                delete_title: 'Delete the FAQ entry "%{title}"?',
                delete_content: 'The entry disappears from the public FAQ page. Its history is kept.',
            },
            default_colour: 'default colour',
            empty: 'No FAQ entries yet: the form above adds the first one.',
        },
        financePins: {
            name: 'Finance info pin |||| Finance info pins',
            title: 'Finance info pins',
            help: 'The numbered pins of each finance page of the public site. Each pin’s text is edited here; the pins themselves come with the site.',
            fields: {
                number: 'Number',
                page: 'Page',
                description: 'Description',
            },
            pages: {
                buy: 'Buy',
                rent: 'Rent',
                'ride-share': 'Ride share',
            },
            pin: 'Pin %{number}',
            page_heading: '%{page} page',
            action: {
                save: 'Save',
                save_named: 'Save pin %{number} of the %{page} page',
                load_theirs: 'Load their version',
            },
            conflict: 'Someone else saved this pin after you opened the page. Your text is kept here; load theirs to save again.',
            empty: 'No finance info pins: they are created when the site is installed.',
        },
    },
};
