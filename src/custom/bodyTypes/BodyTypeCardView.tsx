import { useId } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ArrowOutwardIcon from '@mui/icons-material/UndoOutlined';
import { useTranslate } from 'react-admin';
import type { EditableCard, PoolValue } from './bodyTypesApi.ts';

interface BodyTypeCardViewProps {
  card: EditableCard;
  /** Values on no card (saved or not), for the card's "add a value" choice. */
  pool: readonly PoolValue[];
  onEdit: () => void;
  onDelete: () => void;
  onAssign: (value: string) => void;
  onUnassign: (value: string) => void;
}

/**
 * One body-type card: its name, carCount (as last saved: it counts vehicles, not the values being edited),
 * campaign flag, edit and delete icons, its assigned values (each can go back to the available list) and a
 * choice of the available values to add. Every action is a button or a select, so the keyboard does it all.
 */
export const BodyTypeCardView = ({ card, pool, onEdit, onDelete, onAssign, onUnassign }: BodyTypeCardViewProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const name = card.carBody;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardHeader
        title={
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
        }
        subheader={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{translate('app.body_types.car_count', { smart_count: card.carCount })}</span>
            {card.isCampaignActive ? (
              <Chip size="small" color="primary" label={translate('app.body_types.campaign')} />
            ) : null}
          </Box>
        }
        action={
          <Box sx={{ display: 'flex' }}>
            <Tooltip title={translate('app.body_types.edit_named', { name })}>
              <IconButton aria-label={translate('app.body_types.edit_named', { name })} onClick={onEdit}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.body_types.delete_named', { name })}>
              <IconButton
                aria-label={translate('app.body_types.delete_named', { name })}
                onClick={onDelete}
                color="error"
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        }
        sx={{ pb: 0, '& .MuiCardHeader-content': { minWidth: 0 } }}
      />
      <CardContent sx={{ pt: 1 }}>
        <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
          {translate('app.body_types.assigned')}
        </Typography>
        {card.dmsBodyValues.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {translate('app.body_types.no_assigned')}
          </Typography>
        ) : (
          <List dense aria-label={translate('app.body_types.assigned')} sx={{ py: 0 }}>
            {card.dmsBodyValues.map((value) => (
              <ListItem
                key={value}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={translate('app.body_types.unassign_named', { value })}
                    onClick={() => onUnassign(value)}
                  >
                    <ArrowOutwardIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText primary={value} />
              </ListItem>
            ))}
          </List>
        )}
        <TextField
          select
          size="small"
          fullWidth
          label={translate('app.body_types.add_value', { name })}
          value=""
          onChange={(event) => onAssign(event.target.value)}
          disabled={pool.length === 0}
          helperText={pool.length === 0 ? translate('app.body_types.no_available') : undefined}
          sx={{ mt: 1 }}
        >
          {pool.map((v) => (
            <MenuItem key={v.value} value={v.value}>
              {v.count === undefined
                ? v.value
                : translate('app.body_types.value_count', { value: v.value, count: v.count })}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
};
