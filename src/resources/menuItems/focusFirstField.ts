/**
 * The dialogs' `onEntered`: the first text field takes the focus once the dialog has faded in. An input's
 * `autoFocus` does not survive MUI's focus trap here (the dialog's paper ended up focused, and the admin had to
 * Tab once before typing). A field the admin already went to keeps the focus.
 */
export const focusFirstField = (dialog: HTMLElement) => {
    const active = dialog.ownerDocument.activeElement;
    if (active instanceof HTMLInputElement && dialog.contains(active)) return;
    dialog.querySelector<HTMLInputElement>('input:not([type=hidden]):not([disabled])')?.focus();
};

export const focusFirstFieldOnEnter = { transition: { onEntered: focusFirstField } };
