import { useEffect, useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { carousel } from '../../../contract/content/index.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import { ContentImageInput } from '../../custom/media/ContentImageInput.tsx';
import { CancelFirstConfirm } from '../../custom/content/CancelFirstConfirm.tsx';

const newSubCategory = () => ({
  _id: globalThis.crypto.randomUUID(),
  title: '',
  description: '',
  link: '',
  logoImage: null,
});

/** One sub-category (spec §3: title, description, logoImage, link) as a card of inputs under `subCategories.<i>`. */
const SubCategoryCard = ({ index, onRemove }: { index: number; onRemove: () => void }) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const at = (field: string) => `subCategories.${index}.${field}`;
  const title: unknown = useWatch({ name: at('title') });
  const name =
    typeof title === 'string' && title.trim() ? title.trim() : translate('app.carousel.sub.untitled', { n: index + 1 });
  const headingId = `sub-category-${index}-heading`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id={headingId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            aria-label={translate('app.carousel.sub.remove_named', { title: name })}
            onClick={() => setAsking(true)}
          >
            {translate('app.carousel.sub.remove')}
          </Button>
        </Box>
        <ContentTextInput
          collection={carousel}
          source={at('title')}
          label="resources.carousel.sub.title"
          isRequired
          fullWidth
          autoComplete="off"
        />
        <ContentTextInput
          collection={carousel}
          source={at('description')}
          label="resources.carousel.sub.description"
          multiline
          minRows={2}
          fullWidth
        />
        <ContentTextInput
          collection={carousel}
          source={at('link')}
          label="resources.carousel.sub.link"
          helperText="app.content.fields.link_help"
          fullWidth
        />
        {/* Cropped to the declaration's 'subCategories[].logoImage' ratio, 16/9.09 (spec §5). */}
        <ContentImageInput source={at('logoImage')} collection={carousel} label="resources.carousel.sub.logoImage" />
      </CardContent>
      <CancelFirstConfirm
        isOpen={asking}
        title="app.carousel.sub.remove_title"
        titleTranslateOptions={{ title: name }}
        content="app.carousel.sub.remove_content"
        confirm="app.carousel.sub.remove"
        confirmColor="error"
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
};

/**
 * The card's sub-categories as cards of inputs. Adding and removing change the form only: 'Update Sub Category'
 * saves the card with all of them in one request (PUT /carousel/{id} with its version).
 */
export const SubCategoryCards = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'subCategories', keyName: 'key' });
  // A new sub-category's title takes the focus once its card exists.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(`subCategories.${focusIndex.current}.title`)?.focus();
    focusIndex.current = null;
  }, [fields.length]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {fields.length === 0 ? <Typography variant="body2">{translate('app.carousel.sub.empty')}</Typography> : null}
      {fields.map((field, index) => (
        <SubCategoryCard key={field.key} index={index} onRemove={() => remove(index)} />
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => {
            focusIndex.current = fields.length;
            append(newSubCategory());
          }}
        >
          {translate('app.carousel.sub.add')}
        </Button>
      </Box>
    </Box>
  );
};
