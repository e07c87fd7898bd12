import { Pagination, SearchInput, useListContext, useTranslate, type SearchInputProps } from 'react-admin';
import { PROMOTION_PAGE_SIZE } from './paths.ts';

/** Five rows a page and no other choice (spec §9); none while a load error stands (useListLoadToast). */
export const PromotionPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[PROMOTION_PAGE_SIZE]} />;
};

/** Search over every text of the rows; named for screen readers, as its placeholder is not a label. */
export const PromotionSearch = ({ name, ...props }: SearchInputProps & { name: string }) => {
  const translate = useTranslate();
  const label = translate('app.promotion.search_named', { name: translate(name) });
  return (
    <SearchInput
      {...props}
      placeholder={translate('app.promotion.search')}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: { xs: 0, sm: 300 } }}
    />
  );
};
