/** Capture group `index` of the first match of `pattern` in `text`; a clear failure when there is none. */
export const group = (pattern: RegExp, text: string, index = 1): string => {
  const value = pattern.exec(text)?.[index];
  if (value === undefined) throw new Error(`Expected ${String(pattern)} to match in: ${text.slice(0, 500)}`);
  return value;
};
