/** A row's first action (the content tables put Edit first in their last column). */
const firstActionOf = (row: Element | null): HTMLElement | null =>
  row instanceof HTMLTableRowElement
    ? (row.cells[row.cells.length - 1]?.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? null)
    : null;

const inDialog = (element: Element) => element.closest('[role="dialog"], .MuiDialog-root') !== null;

/** How long to wait for the row to go (the list is read again after the deletion). */
const WAIT_MS = 10_000;

/**
 * Call when a table row's deletion succeeded, with the row's Delete button. Once the row has left the table and
 * the confirmation has closed (react-admin hands the focus back to the Delete button, which is gone, so it fell
 * to <body>), the focus goes to the next row's first action (its Edit), else the previous row's, else the list's
 * first toolbar action (its Add button). Where the admin has put the focus meanwhile, it stays.
 */
export const focusAfterRowRemoval = (deleteButton: HTMLElement | null) => {
  const row = deleteButton?.closest('tr');
  if (!row) return;
  const doc = row.ownerDocument;
  const candidates = [
    firstActionOf(row.nextElementSibling),
    firstActionOf(row.previousElementSibling),
    row
      .closest('.list-page')
      ?.querySelector<HTMLElement>('.RaList-actions a[href], .RaList-actions button:not([disabled])') ?? null,
  ];

  /** true once there is nothing more to do. */
  const settle = () => {
    if (row.isConnected) return false;
    const active = doc.activeElement;
    if (active && active !== doc.body) return !inDialog(active);
    candidates.find((candidate) => candidate?.isConnected)?.focus();
    return true;
  };

  if (settle()) return;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(doc.body, { childList: true, subtree: true });
};
