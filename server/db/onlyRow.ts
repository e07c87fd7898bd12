/**
 * The row a query always returns (an aggregate, an insert … returning, a row just locked): none is a bug in the query
 * or the schema, reported as such rather than as a TypeError further on.
 */
export const onlyRow = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('The query returned no row');
  return row;
};
