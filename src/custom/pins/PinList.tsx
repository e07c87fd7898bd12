import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PIN_TYPES, type PinType } from '../../../contract/index.ts';
import type { ListedPin } from './pinEditing.ts';
import { PIN_COLOURS, PIN_TYPE_LABELS } from './pinTypeRules.ts';

const Dot = ({ type }: { type: PinType }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: PIN_COLOURS[type], flexShrink: 0 }}
  />
);

/** What each colour means (colours are also named in every list item). */
export const PinLegend = () => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={translate('app.pins.map.legend')}
      sx={{ gap: 2, listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
    >
      {PIN_TYPES.map((type) => (
        <Stack key={type} component="li" direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <Dot type={type} />
          <Typography variant="body2">{translate(PIN_TYPE_LABELS[type])}</Typography>
        </Stack>
      ))}
    </Stack>
  );
};

const itemId = (id: string) => `pin-list-item-${id}`;

interface PinListProps {
  pins: ListedPin[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The pins beside the picture, usable without a mouse: Tab, Enter or Space opens one, the Delete key removes it. */
export const PinList = ({ pins, selectedId, onSelect, onDelete }: PinListProps) => {
  const translate = useTranslate();
  // After a Delete key the focus goes to the neighbouring item, so the keyboard user keeps their place;
  // only once the pin is gone (the editor may ask first, and the answer may be Cancel).
  const focusNext = useRef<{ deleted: string; next: string | null } | null>(null);
  useEffect(() => {
    const pending = focusNext.current;
    if (pending === null || pins.some((pin) => pin.id === pending.deleted)) return;
    if (pending.next !== null) document.getElementById(itemId(pending.next))?.focus();
    focusNext.current = null;
  });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const pin = pins[index];
    if (event.key !== 'Delete' || !pin) return;
    event.preventDefault();
    focusNext.current = { deleted: pin.id, next: (pins[index + 1] ?? pins[index - 1])?.id ?? null };
    onDelete(pin.id);
  };

  if (pins.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.pins.list.empty')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={translate('app.pins.list.label')} sx={{ maxHeight: 240, overflowY: 'auto', py: 0 }}>
      {pins.map((pin, index) => (
        <ListItem key={pin.id} disablePadding>
          <ListItemButton
            id={itemId(pin.id)}
            selected={pin.id === selectedId}
            aria-current={pin.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(pin.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{ gap: 1 }}
          >
            <Dot type={pin.text.type} />
            <ListItemText
              primary={translate('app.pins.list.item', {
                number: index + 1,
                title: pin.text.title.trim() || translate('app.pins.list.untitled'),
              })}
              secondary={[
                translate(PIN_TYPE_LABELS[pin.text.type]),
                pin.dirty ? translate('app.pins.list.not_saved') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
