import { BooleanInput, SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

// SearchInput shows its placeholder as given: translate it here.
const Web360SearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  // Wide enough for the whole placeholder (300 px cut it in DejaVu Sans, the fallback font where Roboto is missing);
  // on a phone the screen's width, so the page does not scroll sideways.
  return (
    <SearchInput
      {...props}
      placeholder={translate('resources.webrotate360.search')}
      sx={{ minWidth: { xs: 0, sm: 360 } }}
    />
  );
};

/** Search (stock id, make, model) and 'only unequal rows', both always shown. */
export const web360Filters = [
  <Web360SearchInput key="q" source="q" alwaysOn />,
  // On a phone the filter row has no padding of its own, and the switch's negative margin put its track off the card.
  <BooleanInput
    key="unequalRows"
    source="unequalRows"
    label="resources.webrotate360.fields.unequalRows"
    alwaysOn
    sx={{ pl: { xs: 1.5, sm: 0 } }}
  />,
];
