import { useId, type ReactNode } from 'react';
import { Alert, Button, FormHelperText, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import {
  Form,
  FormDataConsumer,
  HttpError,
  PasswordInput,
  required,
  TextInput,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { FALLBACK_ERROR_MESSAGE, PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import { AppDialog } from '../layout/AppDialog.tsx';

interface PasswordDialogProps {
  /** i18n block of the texts: `title`, `help`, `submit` (and `link_unusable` with isDeadLink). */
  texts: string;
  /** The closing button's label once the server has answered. */
  done: string;
  send: (values: FieldValues) => Promise<{ message: string }>;
  /** A refusal after which retrying cannot help: it ends the dialog like a success. */
  isDeadLink?: (error: unknown) => boolean;
  open?: boolean;
  onClose: () => void;
  /** False where Escape or a click beside it would lose something for good. */
  dismissable?: boolean;
  children: ReactNode;
}

/** Both password dialogs: a help line and a form; field errors under the fields, other refusals above, the answer instead. */
const PasswordDialog = ({
  texts,
  done,
  send,
  isDeadLink,
  open = true,
  onClose,
  dismissable = true,
  children,
}: PasswordDialogProps) => {
  const translate = useTranslate();
  const formId = useId();
  const { mutateAsync, data, error, isPending } = useMutation({ mutationFn: send });
  const submit = async (values: FieldValues) => {
    try {
      await mutateAsync(values);
    } catch (failure) {
      return fieldErrorsOf(failure);
    }
  };
  const failure = error && !fieldErrorsOf(error) ? error.message || FALLBACK_ERROR_MESSAGE : null;
  const ended = data !== undefined || (failure !== null && isDeadLink?.(error) === true);
  return (
    <AppDialog
      open={open}
      onClose={dismissable ? onClose : () => undefined}
      busy={isPending}
      title={`${texts}.title`}
      description={ended ? undefined : translate(`${texts}.help`)}
      maxWidth="xs"
      actions={
        ended ? (
          <Button variant="contained" onClick={onClose}>
            {translate(done)}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" form={formId} variant="contained" disabled={isPending}>
              {translate(`${texts}.submit`)}
            </Button>
          </>
        )
      }
    >
      {data && (
        <Alert severity="success" role="status">
          {data.message}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {ended ? (
        failure && <Typography variant="body2">{translate(`${texts}.link_unusable`)}</Typography>
      ) : (
        <Form id={formId} onSubmit={submit} noValidate>
          {children}
        </Form>
      )}
    </AppDialog>
  );
};

const req = [required()];

/** 'Forgot password?': the server's answer is the same whether or not the account exists (no account enumeration). */
export const ForgotPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return (
    <PasswordDialog
      texts="app.forgot_password"
      done="ra.action.close"
      send={(values) => dataProvider.forgotPassword(String(values.email ?? ''))}
      onClose={onClose}
    >
      <TextInput
        source="email"
        type="email"
        label="ra.auth.email"
        autoComplete="username"
        validate={req}
        fullWidth
        autoFocus
      />
    </PasswordDialog>
  );
};

/** Characters as a person counts them (code points), not UTF-16 units. */
const passwordLength = (value: unknown): number => (typeof value === 'string' ? Array.from(value).length : 0);

/** Client-side echo of the contract's length rule; the server has the last word (common passwords, 'admin', ...). */
const validPasswordLength = (value: unknown): string | undefined => {
  const length = passwordLength(value);
  if (length < PASSWORD_MIN) return 'app.set_password.too_short';
  if (length > PASSWORD_MAX) return 'app.set_password.too_long';
  return undefined;
};

const passwordValidators = [required(), validPasswordLength];
const confirmValidators = [
  required(),
  (value: unknown, values: FieldValues) => (value === values.password ? undefined : 'app.set_password.mismatch'),
];

/** Live count under the new-password field, announced politely to screen readers. */
const PasswordLengthCounter = () => {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ password?: string }>>
      {({ formData }) => {
        const count = passwordLength(formData.password);
        const inRange = count >= PASSWORD_MIN && count <= PASSWORD_MAX;
        return (
          <FormHelperText
            aria-live="polite"
            sx={{ mt: -1, mb: 1, mx: 1.75, color: inRange ? 'success.main' : undefined }}
          >
            {translate('app.set_password.length', { count, min: PASSWORD_MIN, max: PASSWORD_MAX })}
          </FormHelperText>
        );
      }}
    </FormDataConsumer>
  );
};

/** 401 = unknown link, 410 = used or expired link. */
const isDeadLink = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 410);

/**
 * Spec §2: opened for a `?token=` URL; sends `{password}` with the link's token as bearer. Only its own buttons close
 * it: Escape or a stray click would drop the link for good (its token has left the address bar).
 */
export const SetPasswordDialog = ({ token, open, onClose }: { token: string; open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return (
    <PasswordDialog
      texts="app.set_password"
      done="ra.auth.sign_in"
      send={(values) => dataProvider.setPassword({ token, password: String(values.password ?? '') })}
      isDeadLink={isDeadLink}
      open={open}
      onClose={onClose}
      dismissable={false}
    >
      <PasswordInput
        source="password"
        label="app.set_password.password"
        autoComplete="new-password"
        validate={passwordValidators}
        fullWidth
        autoFocus
      />
      <PasswordLengthCounter />
      <PasswordInput
        source="confirm"
        label="app.set_password.confirm"
        autoComplete="new-password"
        validate={confirmValidators}
        fullWidth
      />
    </PasswordDialog>
  );
};
