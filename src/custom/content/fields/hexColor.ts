import { HEX_COLOR, HEX_COLOR_MESSAGE } from '../../../../contract/content/index.ts';

/** Spec §5: 3 or 6 hex digits after '#'. Empty is allowed: the public site then uses its default colour. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());

/** react-admin validator with the contract's message (the server answers the same one). */
export const validateHexColor = (value: unknown): string | undefined => {
  if (value == null || value === '') return undefined;
  return typeof value === 'string' && isHexColor(value) ? undefined : HEX_COLOR_MESSAGE;
};
