import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_CAR_BODY } from '../../../contract/bodyTypes.ts';
import { AppDialog } from '../layout/AppDialog.tsx';
import { useDiscardQuestion } from '../content/useDiscardQuestion.tsx';

interface BodyTypeEditDialogProps {
  card: { carBody: string; isCampaignActive: boolean } | null;
  onApply: (changes: { carBody: string; isCampaignActive: boolean }) => void;
  onClose: () => void;
}

/** The card's edit icon: its displayed name and campaign flag, applied to the list ('Update cards' saves). */
export const BodyTypeEditDialog = ({ card, onApply, onClose }: BodyTypeEditDialogProps) => {
  const translate = useTranslate();
  const [carBody, setCarBody] = useState('');
  const [campaign, setCampaign] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Another card opens the dialog: its values, set while rendering (React's 'adjusting state when a prop changes').
  const [shownCard, setShownCard] = useState<BodyTypeEditDialogProps['card']>(null);
  if (card !== shownCard) {
    setShownCard(card);
    if (card) {
      setCarBody(card.carBody);
      setCampaign(card.isCampaignActive);
      setError(null);
    }
  }
  // Escape or a click beside it asks before a changed name or flag is lost; Cancel is the explicit answer.
  const changed = card !== null && (carBody !== card.carBody || campaign !== card.isCampaignActive);
  const discard = useDiscardQuestion(onClose, changed);
  const submit = () => {
    const name = carBody.trim();
    if (!name) {
      setError(translate('app.body_types.car_body_required'));
      return;
    }
    onApply({ carBody: name, isCampaignActive: campaign });
  };
  return (
    <AppDialog
      open={card !== null}
      onClose={discard.requestClose}
      maxWidth="xs"
      title="app.body_types.edit_title"
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('app.body_types.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.body_types.apply')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate('app.body_types.car_body')}
        value={carBody}
        onChange={(event) => setCarBody(event.target.value)}
        error={error !== null}
        helperText={error ?? `${carBody.length}/${MAX_CAR_BODY}`}
        slotProps={{ htmlInput: { maxLength: MAX_CAR_BODY } }}
        required
      />
      <FormControlLabel
        control={<Checkbox checked={campaign} onChange={(event) => setCampaign(event.target.checked)} />}
        label={translate('app.body_types.campaign_active')}
      />
      {discard.question}
    </AppDialog>
  );
};
