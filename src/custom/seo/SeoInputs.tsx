import { Grid, Stack } from '@mui/material';
import type { CollectionDeclaration } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../content/fields/ContentTextInput.tsx';
import { SeoPreview } from './SeoPreview.tsx';

/** The SEO section's inputs in the spec's order (§1: title, keywords, description, H1 to H3). */
const SEO_SOURCES = ['metaTitle', 'metaKeywords', 'metaDescription', 'seoTags.h1', 'seoTags.h2', 'seoTags.h3'] as const;
const MULTILINE = new Set<string>(['metaKeywords', 'metaDescription']);

interface SeoInputsProps {
  /** A collection declaring `metaFields(...)` and `seoTags: seoTagsField(...)` (contract/content/seo.ts). */
  collection: CollectionDeclaration;
  /** The page's path on the public site for the preview, one segment each ([] = the home page). */
  previewPath: readonly string[];
  /** Every input read-only (while the record loads or saves). */
  disabled?: boolean;
  /** The fields that carry the required marker (*) (the blog's: spec §5). */
  isRequired?: (source: string) => boolean;
}

/**
 * A content form's SEO section (spec §2, §5) with counters from the declaration, beside the search-result preview.
 * The form's validator is `contentValidator(collection)`, so the messages are the server's; headings are the caller's.
 */
export const SeoInputs = ({ collection, previewPath, disabled, isRequired }: SeoInputsProps) => (
  <Grid container spacing={3}>
    <Grid size={{ xs: 12, lg: 7 }}>
      <Stack>
        {SEO_SOURCES.map((source) => (
          <ContentTextInput
            key={source}
            collection={collection}
            source={source}
            label={`app.seo.fields.${source}`}
            isRequired={isRequired?.(source)}
            multiline={MULTILINE.has(source)}
            minRows={MULTILINE.has(source) ? 2 : undefined}
            disabled={disabled}
            fullWidth
          />
        ))}
      </Stack>
    </Grid>
    <Grid size={{ xs: 12, lg: 5 }}>
      <SeoPreview titleSource="metaTitle" descriptionSource="metaDescription" path={previewPath} />
    </Grid>
  </Grid>
);
