import { describe, expect, it } from 'vitest';
import { blogUrl } from './content/blogPosts.ts';
import { cityUrl } from './content/rideShareCities.ts';
import { RIDESHARE_CATEGORY_NAMES } from './content/rideshareCategories.ts';
import { SEO_PAGE_NAMES } from './content/seoPages.ts';
import { urlSlug } from './slug.ts';

describe('the one URL rule (spec §5: lowercased, spaces to hyphens, punctuation removed)', () => {
  it.each([
    // The spec's own examples: the blog's category and title, a city's parts, the static pages' names.
    ['Car Care', 'car-care'],
    ['Winter tyres?', 'winter-tyres'],
    ['Fort Worth', 'fort-worth'],
    ['TX', 'tx'],
    ['ride share home', 'ride-share-home'],
    ['UBER BLACK', 'uber-black'],
  ])('%s → %s', (text, slug) => expect(urlSlug(text)).toBe(slug));

  it.each([
    ['Hello, World!', 'hello-world'],
    ["St. John's", 'st-johns'],
    ["Don't stop (2026)", 'dont-stop-2026'],
    ['3.5 L engine', '35-l-engine'],
    ['Tips & Tricks', 'tips-tricks'],
    ['100% EV', '100-ev'],
    ['<b>bold</b>', 'bboldb'],
    ['?!…', ''],
  ])('removes punctuation and symbols, never spelling them out: %s → %s', (text, slug) =>
    expect(urlSlug(text)).toBe(slug),
  );

  it.each([
    ['  many   spaces\tand - dashes — too ', 'many-spaces-and-dashes-too'],
    ['Winston-Salem', 'winston-salem'],
    ['snake_case name', 'snake-case-name'],
    ['\n\u00a0 padded \u2003', 'padded'],
  ])('makes each run of blanks and dashes one hyphen, none at the ends: %j → %s', (text, slug) =>
    expect(urlSlug(text)).toBe(slug),
  );

  it.each([
    ['Crème Brûlée à la carte', 'creme-brulee-a-la-carte'],
    ['Straße & Æsir: Øre', 'strasse-aesir-ore'],
    ['São Paulo', 'sao-paulo'],
    ['Łódź', 'lodz'],
    ['e\u0301cole', 'ecole'],
    ['Москва', 'moskva'],
    ['ﬁnance ＡＢＣ', 'finance-abc'],
  ])('spells accented and other-script letters in ASCII where it can: %s → %s', (text, slug) =>
    expect(urlSlug(text)).toBe(slug),
  );

  it.each([
    ['東京 tour', '東京-tour'],
    ['हिन्दी', 'हिन्दी'],
  ])('keeps letters it cannot spell, marks included: %s → %s', (text, slug) => expect(urlSlug(text)).toBe(slug));

  it.each([
    ['I ♥ cars 🚗', 'i-cars'],
    ['❤️ love', 'love'],
    ['👨‍👩‍👧 family', 'family'],
    ['1️⃣ one', '1-one'],
    ['🚗🚕', ''],
  ])('drops emoji with their joiners and variation selectors: %s → %s', (text, slug) =>
    expect(urlSlug(text)).toBe(slug),
  );

  it('gives back what it made (a slug is its own slug)', () => {
    for (const text of ['Crème Brûlée à la carte', "St. John's", '東京 tour', 'I ♥ cars 🚗'])
      expect(urlSlug(urlSlug(text))).toBe(urlSlug(text));
  });

  // The ids of the page SEO records and ride-share descriptions are stored: the names are fixed lists, and the
  // earlier id rules (blanks to hyphens, lower case) give the same ids as this one, so no stored id moves.
  it('gives every page SEO record and ride-share category the id it was stored under', () => {
    const earlierId = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
    for (const name of [...SEO_PAGE_NAMES, ...RIDESHARE_CATEGORY_NAMES])
      expect(urlSlug(name), name).toBe(earlierId(name));
  });
});

describe('the addresses built with it', () => {
  it('joins a blog post category and title under /blog', () =>
    expect(blogUrl('Car Care', 'Winter tyres?')).toBe('/blog/car-care/winter-tyres'));
  it('joins a city page work state, city and plate type under /ride-share', () =>
    expect(cityUrl({ workState: 'NL', cityName: "St. John's", plateType: 'Yellow cab' })).toBe(
      '/ride-share/nl/st-johns/yellow-cab',
    ));
});
