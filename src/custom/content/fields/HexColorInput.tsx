import { Box, InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { keepText } from './ContentTextInput.tsx';
import { HEX_COLOR, HEX_COLOR_MESSAGE } from '../../../../contract/content/index.ts';

/** Spec §5: 3 or 6 hex digits after '#'. Empty is allowed: the public site then uses its default colour. */
const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());

/** react-admin validator with the contract's message (the server answers the same one). */
export const validateHexColor = (value: unknown): string | undefined => {
  if (value == null || value === '') return undefined;
  return typeof value === 'string' && isHexColor(value) ? undefined : HEX_COLOR_MESSAGE;
};

// One array for every instance: react-admin re-registers an input whose validators change identity.
const VALIDATE = [validateHexColor];

/** The colour as a small square; a diagonal line when empty (the site's default) or not a colour yet. */
const Swatch = ({ colour }: { colour: string | undefined }) => (
  <Box
    aria-hidden
    data-testid="hex-colour-swatch"
    sx={{
      width: 22,
      height: 22,
      flexShrink: 0,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'grey.500',
      background: colour ?? 'linear-gradient(to top right, transparent 46%, #9e9e9e 48%, #9e9e9e 52%, transparent 54%)',
    }}
  />
);

/** A hex colour (#fff or #1a2b3c) typed as text, previewed in a swatch beside it (spec §5). */
export const HexColorInput = (props: Omit<TextInputProps, 'validate'>) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const colour = typeof value === 'string' && isHexColor(value) ? value.trim() : undefined;
  return (
    <TextInput
      placeholder="#rrggbb"
      // Seven characters: the theme's full width would put each colour on a line of its own.
      fullWidth={false}
      sx={{ width: 220 }}
      helperText={value == null || value === '' ? translate('app.content.fields.swatch_default') : undefined}
      parse={keepText}
      {...props}
      validate={VALIDATE}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Swatch colour={colour} />
            </InputAdornment>
          ),
        },
        htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 7 },
      }}
    />
  );
};
