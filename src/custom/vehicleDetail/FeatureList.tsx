import { Box, Chip, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslate } from 'react-admin';
import { isMoved, type FeatureItem, type FeatureListName } from './featureMoves.ts';

interface FeatureListProps {
  list: FeatureListName;
  items: FeatureItem[];
  onMove: (id: number, from: FeatureListName) => void;
  disabled?: boolean;
}

/** Every move button has an id, so focus can follow the list after a move. */
export const moveButtonId = (featureId: number) => `vehicle-feature-move-${featureId}`;

const FeatureStatus = ({ item, list }: { item: FeatureItem; list: FeatureListName }) => {
  const translate = useTranslate();
  const chosen = list === 'installed' ? item.equipments.find((e) => e.id === item.equipmentId) : undefined;
  const description = chosen?.description ?? item.equipmentId;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
      {list === 'installed' && description && (
        <Chip size="small" label={translate('app.vehicle_detail.features.nada', { description })} />
      )}
      {list === 'installed' && item.origin !== 'installed' && item.equipmentId === undefined && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('app.vehicle_detail.features.needs_nada')}
        />
      )}
      {isMoved(item, list) && (
        <Chip size="small" color="info" variant="outlined" label={translate('app.vehicle_detail.features.moved')} />
      )}
    </Stack>
  );
};

/** One of the two feature lists; each item's button, named for what it does, moves it to the other list. */
export const FeatureList = ({ list, items, onMove, disabled }: FeatureListProps) => {
  const translate = useTranslate();
  const title = translate(`app.vehicle_detail.features.${list}`);
  const Icon = list === 'installed' ? ArrowForwardIcon : ArrowBackIcon;
  const actionKey =
    list === 'installed' ? 'app.vehicle_detail.features.uninstall' : 'app.vehicle_detail.features.install';

  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h3">
          {title} ({items.length})
        </Typography>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          {translate(`app.vehicle_detail.features.empty_${list}`)}
        </Typography>
      ) : (
        <List aria-label={title} dense sx={{ maxHeight: 480, overflowY: 'auto' }}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                <IconButton
                  id={moveButtonId(item.id)}
                  edge="end"
                  onClick={() => onMove(item.id, list)}
                  disabled={disabled}
                  aria-label={translate(actionKey, { name: item.name })}
                >
                  <Icon />
                </IconButton>
              }
            >
              <ListItemText
                primary={item.name}
                secondary={
                  <>
                    {item.description}
                    <FeatureStatus item={item} list={list} />
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};
