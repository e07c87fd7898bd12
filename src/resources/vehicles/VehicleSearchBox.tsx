import { useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { SEARCH_MAX } from '../../../contract/vehicles.ts';
import { useSearchFromStart } from './listPrefs.tsx';

/**
 * Spec §2: the server searches stock id, VIN, make, model and series on Enter or the icon, never per keystroke (a
 * search over 100,000 vehicles per letter would be wasted work).
 */
export const VehicleSearchBox = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const searchFromStart = useSearchFromStart();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);

  // Follow changes made elsewhere (restored from session storage, filters cleared), set while rendering.
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setText(applied);
  }

  const submit = () => searchFromStart(text.trim());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <TextField
      type="search"
      size="small"
      label={translate('resources.vehicles.search.label')}
      placeholder={translate('resources.vehicles.search.placeholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      sx={{ width: { xs: '100%', sm: 420 }, mb: 1 }}
      slotProps={{
        // Longer text would only get the API's 400 instead of rows.
        htmlInput: { maxLength: SEARCH_MAX },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" size="small" aria-label={translate('ra.action.search')} onClick={submit}>
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
