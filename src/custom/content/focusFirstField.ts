/**
 * The dialogs' `onEntered`: the first text field takes the focus once the dialog has faded in. An input's
 * `autoFocus` does not survive MUI's focus trap here (the dialog's paper ended up focused, and the admin had to
 * Tab once before typing). Only the focus MUI's trap parked (the body, the dialog's container or paper) moves: a
 * field the admin already went to keeps it, and so does a question opened over the dialog before it finished
 * fading in (Escape typed at once: moving the focus back under the question made its trap take it from Keep editing).
 */
const EDITABLE = ':not([disabled]):not([readonly])';

export const focusFirstField = (dialog: HTMLElement) => {
  const doc = dialog.ownerDocument;
  const active = doc.activeElement;
  const parked =
    !active ||
    active === doc.body ||
    active === dialog ||
    (dialog.contains(active) && active.matches('[role=presentation], [role=dialog], .MuiPaper-root'));
  if (!parked) return;
  // The first field the admin can type in: not a read-only one (the category the dialog is for), and a multiline
  // field counts (MUI's hidden autosize copy of a textarea is read-only, so it never takes the focus).
  dialog.querySelector<HTMLElement>(`input${EDITABLE}:not([type=hidden]), textarea${EDITABLE}`)?.focus();
};

export const focusFirstFieldOnEnter = { transition: { onEntered: focusFirstField } };
