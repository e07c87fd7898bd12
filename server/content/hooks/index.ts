import type { Db } from '../../db/open.ts';
import { rdsListHook } from './rdsList.ts';
import { rideshareCategoriesHook } from './rideshareCategories.ts';
import { referralsHook } from './referrals.ts';
import { blogPostsHook } from './blogPosts.ts';

/**
 * What plain CRUD cannot say from a declaration alone, per collection, on the server only (sanitising needs node
 * libraries; the inventory lives in other tables). Each collection that needs one has its own module beside this
 * file and one line in `contentHooks`.
 */
export interface ContentHookContext {
  db: Db;
  /** The document's id, null on create. */
  id: string | null;
  /** The stored fields before this write, null on create. */
  current: Record<string, unknown> | null;
}

export interface ContentHook {
  /** Rewrites the validated fields before they are checked and stored (a blog body sanitised). */
  prepare?(
    data: Record<string, unknown>,
    ctx: ContentHookContext,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Rules that need other data (an RDS entry's stock id exists): field errors, empty when fine. */
  check?(data: Record<string, unknown>, ctx: ContentHookContext): Promise<Record<string, string>>;
  /** After a write is stored and its cache dropped (a blog post's old URL kept as a redirect). */
  afterWrite?(
    event: {
      op: 'create' | 'update' | 'delete' | 'restore';
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      id: string;
    },
    db: Db,
  ): Promise<void>;
}

export const contentHooks: Partial<Record<string, ContentHook>> = {
  rdsList: rdsListHook,
  referrals: referralsHook,
  rideshareCategories: rideshareCategoriesHook,
  blogPosts: blogPostsHook,
};
