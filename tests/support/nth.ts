/** Item `index` of a list the test expects it in (rows on screen, calls of a mock); a clear failure when it is not. */
export const nth = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at ${index}, there are ${items.length}`);
  return item;
};
