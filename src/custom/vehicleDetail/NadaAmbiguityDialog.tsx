import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NadaMatch } from './featureMoves.ts';

interface NadaAmbiguityDialogProps {
  match: NadaMatch;
  /** The equipment chosen earlier, when the admin reopens the question. */
  initial?: string;
  onChoose: (equipmentId: string) => void;
  /** Spec §4: the feature then stays unresolved and reverts to possible. */
  onCancel: () => void;
}

const labelOf = ({ id, description }: { id: string; description: string }) =>
  description && description !== id ? `${description} (${id})` : id;

/** Spec §4: more than one NADA equipment matches a possible feature; the admin picks one. */
export const NadaAmbiguityDialog = ({ match, initial, onChoose, onCancel }: NadaAmbiguityDialogProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState(initial ?? '');
  const { feature, candidates } = match;
  const ids = { title: 'nada-ambiguity-title', help: 'nada-ambiguity-help', options: 'nada-ambiguity-options' };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={ids.title} aria-describedby={ids.help} fullWidth maxWidth="xs">
      <DialogTitle id={ids.title}>
        {translate('app.vehicle_detail.ambiguity.title', { name: feature.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={ids.help} sx={{ mb: 2 }}>
          {translate('app.vehicle_detail.ambiguity.help')}
        </DialogContentText>
        <FormControl>
          <FormLabel id={ids.options}>
            {translate('app.vehicle_detail.ambiguity.options', { name: feature.name })}
          </FormLabel>
          <RadioGroup aria-labelledby={ids.options} value={value} onChange={(event) => setValue(event.target.value)}>
            {candidates.map((candidate) => (
              <FormControlLabel
                key={candidate.id}
                value={candidate.id}
                control={<Radio />}
                label={labelOf(candidate)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.vehicle_detail.ambiguity.cancel')}</Button>
        <Button variant="contained" disabled={value === ''} onClick={() => onChoose(value)}>
          {translate('app.vehicle_detail.ambiguity.choose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
