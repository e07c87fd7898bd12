/**
 * Texts of the content platform's edit and create views (app.content.*) and of the History panel
 * (app.history.*). The success and failure toasts show the server's own `message` (spec §8); the
 * texts here are the fallbacks and our own explanations around it.
 */
export const contentMessages = {
  app: {
    content: {
      // The shared reorder handles (SortableRows), on every screen with an ordered list.
      order: {
        move: 'Move %{name}',
        instructions:
          'To reorder, press Space or Enter on the handle, move with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
        picked: 'Picked up %{name}, position %{position} of %{count}.',
        over: '%{name} moved to position %{position} of %{count}.',
        dropped: '%{name} dropped at position %{position} of %{count}.',
        cancelled: 'Moving %{name} cancelled.',
      },
      // Spec §8 texts, used only when an answer carries no message of its own.
      updated: 'Success!',
      created: 'Data added successfully',
      // In place of a form whose record failed to load (ContentLoadError); a record that is gone goes back to its list.
      load_failed: 'This %{label} could not be loaded: %{message}',
      item: 'item',
      retry: 'Try again',
      // Before unsaved input is thrown away: a dialog closed with Escape, or a page left (DiscardChangesQuestion).
      discard: {
        title: 'Discard your changes?',
        keep_editing: 'Keep editing',
        discard: 'Discard',
      },
      conflict: {
        title: 'Someone else saved this item',
        theirs: 'Their version: version %{version}, saved by %{by} %{when}.',
        differs: 'Your input differs from theirs in: %{fields}.',
        same: 'Your input has the same values as their version.',
        help: 'Load their version replaces your input in the form with theirs. Keep my changes leaves your input here so you can copy it; saving is refused until you load their version.',
        load: 'Load their version',
        keep: 'Keep my changes',
        loaded: 'Their version is loaded.',
        // Beyond the spec: merging changes to different fields, and what each side saved where both changed one.
        merge: 'Apply my changes to theirs',
        merge_help:
          'You changed %{fields}, which they did not change: Apply my changes to theirs loads their version and puts your changes back on top, for you to check and save.',
        merged: 'Their version is loaded with your changes on top. Check it, then save.',
        both_changed: 'Changed by both of you',
        field: 'Field',
        their_value: 'Theirs',
        my_value: 'Yours',
      },
    },
    history: {
      title: 'History',
      loading: 'Loading the history…',
      empty: 'No earlier versions are kept for this item.',
      failed: 'The history could not be loaded: %{message}',
      list_label: 'Versions, newest first',
      version: 'Version %{version}',
      current: 'current',
      op: {
        create: 'created',
        update: 'edited',
        restore: 'restored from version %{version}',
        delete: 'deleted',
      },
      by: 'by %{by}',
      unknown_author: 'the system',
      changed: 'Changed: %{fields}',
      nothing_changed: 'No field changed',
      diff: {
        caption: 'Version %{version} compared with version %{previous}',
        caption_first: 'Version %{version}, the first one kept',
        field: 'Field',
        before: 'Before',
        after: 'After',
        empty: '(empty)',
        yes: 'Yes',
        no: 'No',
        image: 'Image: %{alt}',
        image_no_alt: 'Image without alt text',
        none: 'No field differs from the version before.',
      },
      restore: {
        button: 'Restore',
        label: 'Restore version %{version}',
        title: 'Restore version %{version}?',
        content:
          'The item goes back to how it was in version %{version}. This is saved as a new version; the versions in between stay in the history. Unsaved input in the form above is replaced.',
        confirm: 'Restore',
        done: 'Version %{version} is restored.',
      },
    },
  },
};
