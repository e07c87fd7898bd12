import { useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button as MuiButton, IconButton, Tooltip } from '@mui/material';
import {
  Button as RaButton,
  useDelete,
  useNotify,
  useTranslate,
  type NotificationOptions,
  type RaRecord,
} from 'react-admin';
import { CancelFirstConfirm } from './CancelFirstConfirm.tsx';
import { focusAfterRowRemoval } from './focusAfterRowRemoval.ts';

/** What a successful deletion toasts: each screen reads its own answer (spec §8). */
export interface DeleteToast {
  message: string;
  options: NotificationOptions;
}

/**
 * How the button looks where it sits:
 * - 'icon': an icon with a tooltip giving its name (wide tables);
 * - 'labelled': an icon and the label, at every width (cards);
 * - 'responsive': react-admin's Button, icon and label, the icon alone with a tooltip on phones (toolbars, lists).
 */
export type ConfirmDeleteLook = 'icon' | 'labelled' | 'responsive';

interface ConfirmDeleteButtonProps<RecordType extends RaRecord> {
  resource: string;
  record: RecordType;
  /** i18n key of the button's accessible name (and the icon's tooltip); it names the item with `translateOptions`. */
  name: string;
  /** The question's title (an i18n key taking `translateOptions` too) and text. */
  confirmTitle: string;
  confirmContent: string;
  translateOptions: Record<string, unknown>;
  look: ConfirmDeleteLook;
  /** i18n key of the visible label ('labelled' and 'responsive'). */
  label?: string;
  /** The answer is what the data provider resolved with (undefined if it gave nothing). */
  toastOf: (answer: RecordType | undefined) => DeleteToast;
  /** Where the focus goes once the item has gone; a table row's neighbour unless told. */
  focusAfter?: (deleteButton: HTMLElement | null) => void;
  /** After the toast and the focus: refresh counts, hold the row's actions back... */
  afterDelete?: () => void;
  disabled?: boolean;
}

/**
 * Delete with a question first (spec §2), Cancel focused so a stray Enter deletes nothing. Pessimistic, so the
 * answer decides, and the version the admin saw goes along (the data provider sends it as If-Match): deleting an item
 * someone just changed is refused. A failure toasts the server's message. Once the item is gone the focus goes to a
 * neighbour instead of falling to the page.
 */
export const ConfirmDeleteButton = <RecordType extends RaRecord>({
  resource,
  record,
  name,
  confirmTitle,
  confirmContent,
  translateOptions,
  look,
  label = 'ra.action.delete',
  toastOf,
  focusAfter = focusAfterRowRemoval,
  afterDelete,
  disabled,
}: ConfirmDeleteButtonProps<RecordType>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [deleteOne, { isPending }] = useDelete<RecordType>();

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (answer) => {
          setOpen(false);
          const toast = toastOf(answer);
          notify(toast.message, toast.options);
          focusAfter(button.current);
          afterDelete?.();
        },
        onError: (error) => {
          setOpen(false);
          const message = error instanceof Error && error.message ? error.message : 'app.errors.fallback';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );

  const accessibleName = translate(name, translateOptions);
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
          {translate(label)}
        </MuiButton>
      ) : (
        <RaButton {...buttonProps} label={label}>
          <DeleteIcon />
        </RaButton>
      )}
      <CancelFirstConfirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle}
        titleTranslateOptions={translateOptions}
        content={confirmContent}
        cancel="ra.action.cancel"
        confirm="ra.action.delete"
        confirmColor="error"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
