/**
 * The generic content screens' texts (issue 24), shared by every collection: `%{label}` is the declaration's
 * label in a sentence ('warranty image'), `%{Label}` at its start, `%{plural}` its plural, `%{title}` a document's
 * title. A type's own wording (spec texts) goes in its declaration's `admin.texts`, which replaces these.
 */
export const contentGenericMessages = {
  app: {
    content: {
      generic: {
        add: 'Add %{label}',
        empty: 'No %{plural} yet.',
        no_match: 'Nothing matches “%{q}”.',
        create_title: 'New %{label}',
        edit_title: '%{Label} "%{title}"',
        list_title: '%{Plural}',
        edit_named: 'Edit %{title}',
        delete_named: 'Delete %{title}',
        // A row's on/off switch (admin.fields.<key>.column 'switch'): 'Lyft active'.
        switch_named: '%{name} %{field}',
        delete_title: 'Delete %{label} "%{title}"?',
        delete_content: 'It disappears from the public site. Its history is kept.',
        untitled: '(untitled)',
        actions: 'Actions',
        position: 'Position',
        back: '%{Plural}',
        search: 'Search',
        any: 'Any',
        yes: 'Yes',
        no: 'No',
        reorder_filtered: 'Clear the search and filters to change the order.',
        loading: 'Loading the %{plural}…',
        retry: 'Try again',
        load_failed: 'The %{plural} could not be loaded: %{message}',
        // The generic forms (ContentInputs, the create and edit pages, the dialog, a singleton's form).
        form: {
          immutable_help: 'Set when the %{label} was created: it cannot be changed.',
          derived_help: 'Worked out from the other fields when saved.',
          seo_heading: 'SEO',
        },
        bulk: {
          show: 'Show',
          hide: 'Hide',
          delete: 'Delete',
          delete_title: 'Delete %{smart_count} %{label}? |||| Delete %{smart_count} %{plural}?',
          delete_content: 'They disappear from the public site. Their history is kept.',
          done: '%{action}: %{done} of %{count} done.',
          refused: '%{title}: %{message}',
          summary_title: 'Not everything was done',
          close: 'Close',
        },
      },
    },
  },
};
