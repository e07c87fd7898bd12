import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button as MuiButton, IconButton, Tooltip } from '@mui/material';
import {
  Button as RaButton,
  useDelete,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { CancelFirstConfirm } from '../CancelFirstConfirm.tsx';
import { answerToastOf, failureMessageOf } from '../contentValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

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
const focusAfterRowRemoval = (deleteButton: HTMLElement | null) => {
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

interface ContentDeleteButtonProps {
  collection: CollectionDeclaration;
  record: RaRecord;
  /** The row's place in its list (a declared `deleteNamed` may name it). */
  number?: number;
  /**
   * How the button looks where it sits: 'icon', an icon with a tooltip giving its name (wide tables); 'labelled', an
   * icon and the label at every width (cards); 'responsive', react-admin's Button, its icon alone on phones (toolbars).
   */
  look?: 'icon' | 'labelled' | 'responsive';
  /** After the deletion (an edit page goes back to its list). */
  redirect?: RedirectionSideEffect;
  afterDelete?: () => void;
  disabled?: boolean;
}

/**
 * The one delete of every content screen (issue 24): a question naming the document first (spec §2, Cancel focused);
 * pessimistic, with the version the admin saw as If-Match, so deleting an item someone just changed is refused; the
 * server's answer or refusal as the toast (spec §8). Then the focus goes to a neighbour row instead of the page, and a
 * form around it is reset so its unsaved-changes guard lets the redirect go.
 */
export const ContentDeleteButton = ({
  collection,
  record,
  number,
  look = 'icon',
  redirect = false,
  afterDelete,
  disabled,
}: ContentDeleteButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirectTo = useRedirect();
  const { text, titleOf } = useCollectionTexts(collection);
  // null in a list row; the edit form's in its toolbar.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [deleteOne, { isPending }] = useDelete();
  const title = titleOf(record);

  const toast = (answer: RaRecord | undefined) => {
    const { refused, message } = answerToastOf(answer, collection.answers.deleted);
    notify(message, { type: refused ? 'error' : 'info', messageArgs: { _: message } });
  };
  const confirm = () =>
    deleteOne(
      collection.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (answer) => {
          setOpen(false);
          toast(answer);
          focusAfterRowRemoval(button.current);
          form?.reset(undefined, { keepValues: true });
          if (redirect) redirectTo(redirect, collection.name);
          afterDelete?.();
        },
        onError: (error) => {
          setOpen(false);
          const message = failureMessageOf(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );

  const accessibleName = text('deleteNamed', { title, number }, record);
  const buttonProps = {
    ref: button,
    'aria-label': accessibleName,
    color: 'error',
    disabled: disabled || isPending,
    onClick: () => setOpen(true),
  } as const;

  return (
    <>
      {look === 'icon' ? (
        <Tooltip title={accessibleName}>
          {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
          <span>
            <IconButton {...buttonProps}>
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : look === 'labelled' ? (
        <MuiButton {...buttonProps} startIcon={<DeleteIcon />}>
          {translate('ra.action.delete')}
        </MuiButton>
      ) : (
        <RaButton {...buttonProps} label="ra.action.delete">
          <DeleteIcon />
        </RaButton>
      )}
      <CancelFirstConfirm
        isOpen={open}
        loading={isPending}
        title={text('deleteTitle', { title }, record)}
        content={text('deleteContent')}
        confirm="ra.action.delete"
        confirmColor="error"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
