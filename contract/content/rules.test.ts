import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCollection, requiredText, text } from './define.ts';
import { contentErrors, normalizeInput, withAliases } from './rules.ts';

const posts = defineCollection({
  name: 'menuItems',
  label: 'Post',
  kind: 'list',
  path: '/posts',
  endpoints: {},
  schema: z.strictObject({ title: requiredText('Title', 60), color: text(7).default('') }),
  defaults: {},
  images: {},
  publicFields: ['title', 'slug'],
  console: { create: true, remove: true, route: '/posts' },
  answers: {
    created: { status: 's', message: 'm' },
    updated: { status: 's', message: 'm' },
    deleted: { status: 's', message: 'm' },
  },
  aliases: { tint: 'color' },
  derived: { fields: ['slug'], compute: (d) => ({ slug: d.title.toLowerCase().replace(/\s+/g, '-') }) },
});

describe('declaration extras', () => {
  it('an alias is read as its field, unless the field itself was sent', () => {
    expect(normalizeInput(posts, { title: 'A', tint: '#fff' })).toEqual({ title: 'A', color: '#fff' });
    expect(normalizeInput(posts, { title: 'A', tint: '#fff', color: '#000' })).toEqual({ title: 'A', color: '#000' });
  });

  it('a stored document is returned with each alias beside its field', () => {
    expect(withAliases(posts, { title: 'A', color: '#fff' })).toEqual({ title: 'A', color: '#fff', tint: '#fff' });
  });

  it('derived fields are computed on every parse and never taken from input', () => {
    const { data, errors } = contentErrors(posts, { title: 'Big News', slug: 'forged' });
    expect(errors).toEqual({});
    expect(data).toEqual({ title: 'Big News', color: '', slug: 'big-news' });
  });
});
