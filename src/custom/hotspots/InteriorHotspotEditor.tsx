import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import { useTranslate } from 'react-admin';
import type { PinDescription, VehicleFeatures } from '../../../contract/index.ts';
import { AppDialog } from '../layout/AppDialog.tsx';
import { useDiscardQuestion } from '../content/useDiscardQuestion.tsx';
import { hotspotText, tidyText, type HotspotText } from '../pins/pinEditing.ts';
import { PinTextFields } from '../pins/PinTextFields.tsx';
import { followErrors, hasErrors, newPinText, validatePinText, type PinTextErrors } from '../pins/pinTypeRules.ts';
import { PanoramaViewer } from '../viewer360/PanoramaViewer.tsx';
import { newHotspotId, round1 } from './hotspotRows.ts';
import { useHotspotSession } from './hotspotSession.ts';

interface HotspotPinDialogProps {
  id: string;
  features: VehicleFeatures;
  position: { pitch: number; yaw: number };
  onSave: (text: HotspotText) => void;
  onCancel: () => void;
}

/** The pin dialog of an interior hotspot (spec §2, §4): the pin editor's text fields and rules. */
const HotspotPinDialog = ({ id, features, position, onSave, onCancel }: HotspotPinDialogProps) => {
  const translate = useTranslate();
  const [pin, setPin] = useState<PinDescription>(() => newPinText(id));
  const [errors, setErrors] = useState<PinTextErrors>({});
  // Escape or a click beside it asks before typed text is lost; Cancel is the explicit answer and closes.
  const typed = (['title', 'description', 'severity', 'part'] as const).some((key) => pin[key]);
  const discard = useDiscardQuestion(onCancel, typed || pin.type !== newPinText(id).type);
  const submit = () => {
    const found = validatePinText(pin);
    setErrors(found);
    if (!hasErrors(found)) onSave(hotspotText(tidyText(pin)));
  };
  return (
    <AppDialog
      open
      onClose={discard.requestClose}
      title="app.hotspots.pin_dialog.title"
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {/* Where it goes. */}
        <Typography variant="body2" color="text.secondary">
          {translate('app.hotspots.pin_dialog.position', { pitch: round1(position.pitch), yaw: round1(position.yaw) })}
        </Typography>
        <PinTextFields
          text={pin}
          features={features}
          errors={errors}
          idPrefix="hotspot-pin"
          onChange={(next) => {
            setPin(next);
            setErrors(followErrors(errors, next));
          }}
        />
      </Stack>
      {discard.question}
    </AppDialog>
  );
};

/**
 * The interior view (spec §2): the panorama with a '+' on its centre. 'Create pin' takes the viewer's pitch and yaw
 * and opens the pin dialog; the hotspot is saved only when that dialog is saved, never when it is cancelled.
 */
export const InteriorHotspotEditor = ({ panorama }: { panorama: string | null }) => {
  const translate = useTranslate();
  const { config, features, target, busy, save } = useHotspotSession();
  const viewer = useRef<Pannellum.Viewer | null>(null);
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState<{ id: string; pitch: number; yaw: number } | null>(null);

  const onViewer = useCallback((next: Pannellum.Viewer | null) => {
    viewer.current = next;
    setReady(next !== null);
  }, []);

  // 'Show' in the table: turn the view to the hotspot (each click carries a new nonce).
  useEffect(() => {
    if (ready && target?.view === 'interior') viewer.current?.lookAt(target.pitch, target.yaw, undefined, 600);
  }, [ready, target]);

  if (!panorama) return <Alert severity="info">{translate('app.hotspots.interior.no_panorama')}</Alert>;

  const createPin = () => {
    const current = viewer.current;
    if (current) setDraft({ id: newHotspotId('interior'), pitch: current.getPitch(), yaw: current.getYaw() });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddLocationIcon />} onClick={createPin} disabled={!ready || busy}>
          {translate('app.hotspots.interior.create_pin')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.hotspots.interior.help')}
        </Typography>
      </Stack>
      <PanoramaViewer
        panorama={panorama}
        hotspots={config.interiorHotspots}
        label={translate('app.hotspots.interior.viewer_label')}
        height={460}
        centreMark
        onViewer={onViewer}
      />
      {draft && (
        <HotspotPinDialog
          id={draft.id}
          features={features}
          position={draft}
          onSave={(text) => {
            save({ view: 'interior', hotspots: [{ ...draft, ...text, pictures: [] }] });
            setDraft(null);
          }}
          onCancel={() => setDraft(null)}
        />
      )}
    </Stack>
  );
};
