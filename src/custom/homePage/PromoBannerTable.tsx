import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { promo } from '../../../contract/content/index.ts';
import { ContentListSection } from '../content/generic/ContentListSection.tsx';

/**
 * Spec §2 home page, second part: the promo banners, rows edit-only (no add, no delete: §4 "Promo banners can
 * only be edited"; a fresh install has its slots, so no checkboxes and no reordering either). A row click or its
 * Edit opens the generic edit page, /admin/promo/:id.
 */
export const PromoBannerTable = () => {
  const translate = useTranslate();
  return (
    <ContentListSection
      collection={promo}
      heading={translate('app.home_page.banners.heading')}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.home_page.banners.help')}
        </Typography>
      }
      bulk={false}
      reorder={false}
    />
  );
};
