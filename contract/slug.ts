import slugify from 'slugify';

/**
 * The one URL rule (spec §5: "lowercased, spaces to hyphens, punctuation removed") for every address or id built
 * from a name: a blog post's category and title, a ride-share city's state, city and plate type, a page SEO
 * record's id, a ride-share category's id. Runs in the console (live URL preview) and on the server alike.
 *
 * Blanks, dashes and underscores are word breaks (one hyphen a run, none at the ends). Punctuation and symbols,
 * emoji with their joiners and variation selectors, are dropped *before* the library sees them: its table would
 * spell '&' as 'and' and '%' as 'percent'. The library then transliterates letters ('é' → 'e', 'ß' → 'ss',
 * 'Ж' → 'zh'); letters it has no spelling for (東京) stay, so a name in another script keeps a URL. NFKC first
 * folds ligatures and full-width forms ('ﬁ' → 'fi', 'Ａ' → 'a'). Addresses stored under the rules before this one
 * stay reachable (docs/api.md "URLs from names").
 */
export function urlSlug(text: string): string {
  const words = text
    .normalize('NFKC')
    .replace(/[\s\p{Pd}_]+/gu, ' ')
    .replace(/[\p{P}\p{S}\p{Cf}\u{20E3}\u{FE00}-\u{FE0F}]+/gu, '');
  // Marks stay for the scripts that need them (हिन्दी); precomposed Latin letters are the library's to spell.
  return slugify(words, { lower: true, remove: /[^\p{L}\p{M}\p{N}\s]+/gu });
}
