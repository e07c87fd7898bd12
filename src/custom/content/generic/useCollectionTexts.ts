import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  inSentence,
  pluralLabelOf,
  titleOf,
  type AdminText,
  type CollectionDeclaration,
} from '../../../../contract/content/index.ts';

/** The generic phrase of a declaration's text ('createTitle' → app.content.generic.create_title). */
const genericKeyOf = (name: AdminText) =>
  name === 'required'
    ? 'ra.message.invalid_form'
    : `app.content.generic.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** polyglot's %{name} interpolation, for a declaration's own texts (they are plain text, not i18n keys). */
const interpolate = (text: string, args: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

/**
 * One place for a collection's words (issue 24): its labels from the declaration, a type's own texts from its
 * `admin.texts`, the rest from the generic phrases (app.content.generic.*). `t(key, args)` translates a generic
 * key with the collection's names filled in; `text(name, args)` prefers the declaration's text of that name.
 */
export const useCollectionTexts = (collection: CollectionDeclaration) => {
  const translate = useTranslate();
  const plural = pluralLabelOf(collection);
  const names = useMemo(
    () => ({
      label: inSentence(collection.label),
      Label: collection.label,
      plural: inSentence(plural),
      Plural: plural,
    }),
    [collection.label, plural],
  );
  const t = useCallback(
    (key: string, args: Record<string, unknown> = {}) => translate(key, { ...names, ...args }),
    [translate, names],
  );
  // A declaration's own text may name the document's fields too (%{category}); the generic phrases never do.
  const text = useCallback(
    (name: AdminText, args: Record<string, unknown> = {}, doc?: Record<string, unknown>) => {
      const own = collection.admin?.texts?.[name];
      return own ? interpolate(own, { ...names, ...doc, ...args }) : t(genericKeyOf(name), args);
    },
    [t, names, collection.admin],
  );
  /** A document's title, or '(untitled)'. */
  const titleOfDoc = useCallback(
    (doc: Record<string, unknown> | undefined) => titleOf(collection, doc) || t('app.content.generic.untitled'),
    [collection, t],
  );
  /** A declaration's own phrase (plain text with %{…}), filled in. */
  const fill = useCallback(
    (own: string, args: Record<string, unknown> = {}) => interpolate(own, { ...names, ...args }),
    [names],
  );
  return { t, text, fill, titleOf: titleOfDoc, plural };
};
