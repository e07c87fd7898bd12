import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type DialogProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** `fullWidth` false: a short question that needs no more than its text's width. */
interface AppDialogProps extends Pick<
  DialogProps,
  'open' | 'maxWidth' | 'fullScreen' | 'fullWidth' | 'scroll' | 'slotProps'
> {
  role?: 'dialog' | 'alertdialog';
  /** Escape, a click beside it. Ignored while busy, so a save or delete in flight is never cut off. */
  onClose: () => void;
  busy?: boolean;
  /** An i18n key or a text. */
  title: string;
  titleOptions?: Record<string, unknown>;
  /** The first line under the title, read out as the dialog's description. */
  description?: ReactNode;
  /** Given: the dialog is a form, and Enter in a field submits it. */
  onSubmit?: () => void;
  /** Or the form around the title, content and actions is the caller's (a react-admin form in its controller). */
  form?: (body: ReactNode) => ReactNode;
  actions: ReactNode;
  children?: ReactNode;
  /** Lines above and below the content, for a tall one that scrolls (the 360 viewer). */
  dividers?: boolean;
  /** The title's id, when a part inside needs it (the default is a generated one). */
  titleId?: string;
}

/**
 * The frame every console dialog shares: title and description wired to the dialog's accessible name, the content,
 * the actions, and (with onSubmit) a form around them. Callers keep only what their dialog says and does.
 */
export const AppDialog = (props: AppDialogProps) => {
  const { onClose, busy = false, title, titleOptions, description, onSubmit, form, actions, children } = props;
  const { open, maxWidth = 'sm', fullScreen, fullWidth = true, scroll, slotProps, role, dividers } = props;
  const translate = useTranslate();
  const generatedId = useId();
  const titleId = props.titleId ?? `${generatedId}-title`;
  const descriptionId = `${generatedId}-description`;
  const body = (
    <>
      <DialogTitle id={titleId}>{translate(title, { _: title, ...titleOptions })}</DialogTitle>
      <DialogContent dividers={dividers}>
        {description !== undefined ? (
          <DialogContentText id={descriptionId} sx={{ mb: children ? 1.5 : 0 }}>
            {description}
          </DialogContentText>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Dialog
      {...{ open, maxWidth, fullScreen, fullWidth, scroll, slotProps, role }}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
    >
      {form ? (
        form(body)
      ) : onSubmit ? (
        <form onSubmit={submit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
};

/** The last non-null value, so a dialog's text stays on screen while it fades out after its value went null. */
export const useLingering = <T,>(value: T | null): T | null => {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
};
