import { Alert, Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import { Button, LinkBase, Loading, useBasename, useTranslate } from 'react-admin';
import { hero } from '../../../contract/content/index.ts';
import { ContentEdit } from '../content/ContentEdit.tsx';
import { WindowStateField } from '../content/fields/WindowStateField.tsx';
import { ContentSimpleForm } from '../content/generic/ContentInputs.tsx';
import { EmbeddedFormContent, EmbeddedToolbar } from './EmbeddedForm.tsx';
import { HOME_PAGE_PATH } from './paths.ts';
import { useHomeHero } from './useHomeHero.ts';
import { RetryAlert } from '../layout/RetryAlert.tsx';

// react-admin's Button shows only its icon on phones (the label becomes its tooltip and name): both need one.
const HeroLinks = ({ id }: { id?: string }) => {
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {id ? (
        <Button
          component={LinkBase}
          to={`${basename}/${hero.name}/${encodeURIComponent(id)}`}
          label="app.home_page.hero.open_full"
        >
          <HistoryIcon />
        </Button>
      ) : null}
      <Button component={LinkBase} to={`${basename}${hero.console.route}`} label="app.home_page.hero.all_heroes">
        <SlideshowIcon />
      </Button>
    </Box>
  );
};

/**
 * Spec §2 home page, first part: the hero promo's content (title, text, visible, linkPath, desktop and mobile
 * image), i.e. the hero item the public site shows first, with the inputs of its declaration (as on its own page).
 */
export const HomeHeroSection = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, error, isPending, refetch, isFetching } = useHomeHero();
  return (
    <Box component="section" aria-labelledby="home-hero-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, mt: 2, mb: 1 }}>
        <Typography id="home-hero-heading" variant="h6" component="h2">
          {translate('app.home_page.hero.heading')}
        </Typography>
        <HeroLinks id={data?.id} />
      </Box>
      {isPending ? (
        <Loading />
      ) : error ? (
        <RetryAlert retry="app.content.retry" onRetry={() => void refetch()} busy={isFetching}>
          {translate('app.home_page.hero.load_failed', { message: error.message })}
        </RetryAlert>
      ) : data === null ? (
        <Alert
          severity="info"
          action={
            <Button
              component={LinkBase}
              to={`${basename}/${hero.name}/create`}
              state={{ returnTo: HOME_PAGE_PATH, returnLabel: 'app.home_page.back' }}
              label="app.home_page.hero.create"
            >
              <AddIcon />
            </Button>
          }
        >
          {translate('app.home_page.hero.none')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(data.published ? 'app.home_page.hero.help_primary' : 'app.home_page.hero.help_unpublished')}
          </Typography>
          {/* The full page (/admin/hero/:id) has the history; here the form stays short above the banners.
                        Save only: the hero promo is deleted on the hero images screen, where the others are. */}
          <ContentEdit resource={hero.name} id={data.id} title={false} actions={false}>
            <ContentSimpleForm
              collection={hero}
              mode="edit"
              toolbar={<EmbeddedToolbar />}
              component={EmbeddedFormContent}
              sx={{ maxWidth: 760 }}
            >
              <Box sx={{ mb: 1 }}>
                <WindowStateField />
              </Box>
            </ContentSimpleForm>
          </ContentEdit>
        </>
      )}
    </Box>
  );
};
