import type { CollectionDeclaration } from './define.ts';

/**
 * The collection's list path, relative to `/v1`: its own list route where one serves it (blog: `GET /blog-posts`),
 * else the declared list call, a singleton's read, or its path. The platform issue's rule: the public site reads a
 * collection at `/v1/public` + this path.
 */
export const listPathOf = (c: CollectionDeclaration): string =>
  c.listPath ?? c.endpoints.list?.path ?? c.endpoints.read?.path ?? c.path;

/** Every path the public site may read the collection at, under `/v1/public`: the list path, then earlier names. */
export const publicPathsOf = (c: CollectionDeclaration): string[] =>
  c.publicPath ? [c.publicPath, ...(c.publicAliases ?? [])] : [];

/** The same, as full URLs (`/v1/public/faq-list`, `/v1/public/faq`): what a change notice names. */
export const publicUrlsOf = (c: CollectionDeclaration): string[] => publicPathsOf(c).map((p) => `/v1/public${p}`);
