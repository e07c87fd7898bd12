import { FormHelperText } from '@mui/material';
import { FormDataConsumer, useTranslate } from 'react-admin';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/index.ts';
import { passwordLength } from './passwordRules.ts';

/** Live count under the new-password field, announced politely to screen readers. */
export const PasswordLengthCounter = () => {
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
