/**
 * Texts of the static pages' screens (issue 19), added when their chunk loads: the FAQ screen's entries section (app.faq), the finance info pins (resources.financePins) and the
 * trade-in screen (app.trade_in). Spec texts keep their wording: 'Data added successfully' and the other toasts
 * are the server's answers.
 */
export const staticPagesMessages = {
    app: {
        trade_in: {
            title: 'Trade in',
        },
        // The FAQ screen's entries section; the entries' own words come from their declaration (faqList.ts).
        faq: {
            entries_heading: 'FAQ entries',
            entries_help: 'In the order of the public FAQ page: drag an entry by its handle, or press Space on the handle and move it with the arrow keys.',
        },
    },
    resources: {
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
