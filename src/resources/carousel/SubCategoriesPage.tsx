import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useParams } from 'react-router';
import { LinkBase, SaveButton, SimpleForm, Toolbar, useBasename, useEditContext, useTranslate } from 'react-admin';
import { ContentEdit } from '../../custom/content/ContentEdit.tsx';
import { ContentFormWatch } from '../../custom/content/ContentFormWatch.tsx';
import { SnackbarDuration } from '../../custom/layout/SnackbarDuration.tsx';
import { carousel, type CarouselCard } from '../../../contract/content/index.ts';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import { CAROUSEL_PATH, SUB_CATEGORY_SNACKBAR_MS } from './paths.ts';
import { SubCategoryCards } from './SubCategoryCards.tsx';
import { WarnWhenUnsaved } from '../../custom/unsaved/WarnWhenUnsaved.tsx';

// The card's rules (sub-category titles required, at most 30), run before any request; built once.
const CARD_RULES = contentValidator(carousel);

/** Spec §2 'Back to Category': to the category cards (the form asks first when it has unsaved changes). */
// MUI's Button: react-admin's drops its label on phones, and the spec names this button.
const BackToCategory = () => {
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to={`${basename}${CAROUSEL_PATH}`} startIcon={<ArrowBackIcon />}>
      {translate('app.carousel.back')}
    </Button>
  );
};

// Spec §2's button: saves the card with every sub-category in one request. 'Back to Category' is above the cards:
// on the toolbar's grey a text button falls below AA contrast.
const SubCategoriesToolbar = () => (
  <Toolbar>
    <SaveButton label="app.carousel.update_sub" />
  </Toolbar>
);

const SubCategoriesTitle = () => {
  const translate = useTranslate();
  const { record } = useEditContext<CarouselCard & { id: string }>();
  return <>{translate('app.carousel.sub.title', { title: record?.title ?? '' })}</>;
};

/**
 * /admin/carousel/:id/sub-categories (spec §2): one card's sub-category cards, with 'Back to Category' and
 * 'Update Sub Category'. The card's History panel follows; snackbars last 3 s here (§9).
 */
export const SubCategoriesPage = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <SnackbarDuration ms={SUB_CATEGORY_SNACKBAR_MS}>
      <ContentEdit
        resource={carousel.name}
        id={id}
        title={<SubCategoriesTitle />}
        actions={
          <Box sx={{ py: 1 }}>
            <BackToCategory />
          </Box>
        }
      >
        <SimpleForm validate={CARD_RULES} toolbar={<SubCategoriesToolbar />} sx={{ maxWidth: 900 }}>
          <WarnWhenUnsaved />
          <ContentFormWatch />
          <SubCategoryCards />
        </SimpleForm>
      </ContentEdit>
    </SnackbarDuration>
  );
};
