import { describe, expect, it } from 'vitest';
import { collections, listPathOf, publicPathsOf } from './index.ts';

describe('public paths', () => {
  it('every public collection is read at its list path under /v1/public', () => {
    const off = collections
      .filter((c) => c.publicPath !== undefined && c.publicPath !== listPathOf(c))
      .map((c) => `${c.name}: ${c.publicPath} ≠ ${listPathOf(c)}`);
    expect(off).toEqual([]);
  });

  it('no two collections answer at the same public path, aliases included', () => {
    const all = collections.flatMap(publicPathsOf);
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });

  it('blog, FAQ, partners and cities keep their earlier public names as aliases', () => {
    const byName = Object.fromEntries(collections.map((c) => [c.name, publicPathsOf(c)]));
    expect(byName.blogPosts).toEqual(['/blog-posts', '/blog']);
    expect(byName.faqList).toEqual(['/faq-list', '/faq']);
    expect(byName.partners).toEqual(['/promotion/partner', '/partners']);
    expect(byName.rideShareCities).toEqual(['/ride-share-seo', '/ride-share-cities']);
  });
});

describe('image fields', () => {
  it('each declares a minimum width no wider than the largest crop the console uploads', () => {
    for (const c of collections) {
      for (const [key, field] of Object.entries(c.images)) {
        expect(field?.minWidth, `${c.name}.${key}`).toBeGreaterThanOrEqual(100);
        expect(field?.minWidth, `${c.name}.${key}`).toBeLessThanOrEqual(1920);
      }
    }
  });
});
