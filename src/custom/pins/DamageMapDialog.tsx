import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import type { DmsPicture, Vehicle, VehicleFeatures, VehiclePinMap } from '../../../contract/index.ts';
import { useLeaveGuard } from './useLeaveGuard.tsx';
import { PinMapEditor } from './PinMapEditor.tsx';
import { useHotspotPictures } from '../viewer360/useViewer360Data.ts';
import { usePinMapSession, useSavedPinMap } from './useVehiclePinMap.ts';
import { LoadingStatus } from '../vehicleDetail/LoadStatus.tsx';
import { RetryAlert } from '../layout/RetryAlert.tsx';

interface PicturePinsProps {
  stockId: string;
  picture: DmsPicture;
  features: VehicleFeatures;
  navigation: ReactNode;
  onUnsavedChange: (unsaved: boolean) => void;
}

/** The dialog's content and actions. */
const Body = ({ children, actions }: { children: ReactNode; actions: ReactNode }) => (
  <>
    <DialogContent dividers>{children}</DialogContent>
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
  </>
);

/** The editor over the saved map of one picture, with 'Save pins'. */
const PinSession = ({ saved, ...props }: PicturePinsProps & { saved: VehiclePinMap | null }) => {
  const { stockId, picture, features, navigation, onUnsavedChange } = props;
  const translate = useTranslate();
  const session = usePinMapSession(stockId, picture.picture, saved);
  // Optional: a DMS failure just offers no close-up.
  const closeUps = useHotspotPictures(stockId).data;
  const [editing, setEditing] = useState(false);
  const leaving = session.unsaved || editing;
  useEffect(() => onUnsavedChange(leaving), [leaving, onUnsavedChange]);

  return (
    <Body
      actions={
        <>
          {navigation}
          {session.unsaved && <Chip color="warning" size="small" label={translate('app.pins.dialog.unsaved')} />}
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={session.save}
            disabled={!session.canSave}
            loading={session.saving}
            loadingPosition="start"
          >
            {translate('app.pins.dialog.save_pins')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {session.conflict && (
          <Alert
            severity="warning"
            action={
              session.conflict.latest && (
                <Button color="inherit" size="small" onClick={session.loadTheirs}>
                  {translate('app.pins.dialog.load_theirs')}
                </Button>
              )
            }
          >
            {translate('app.pins.conflict_banner')}
          </Alert>
        )}
        <PinMapEditor
          imageUrl={picture.picture}
          value={session.content}
          onChange={session.commit}
          features={features}
          onImageSize={session.setImageSize}
          closeUpPictures={closeUps}
          onDirtyChange={setEditing}
        />
      </Stack>
    </Body>
  );
};

/** Loads the picture's saved pins before the editor starts from them. */
const PicturePins = (props: PicturePinsProps) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useSavedPinMap(props.stockId, props.picture.picture);
  if (data !== undefined) return <PinSession {...props} saved={data} />;
  return (
    <Body actions={props.navigation}>
      {isPending ? (
        <LoadingStatus>{translate('app.pins.dialog.loading')}</LoadingStatus>
      ) : (
        <RetryAlert retry="app.pins.dialog.retry" onRetry={() => void refetch()}>
          {translate('app.pins.dialog.load_failed', { message: error?.message ?? '' })}
        </RetryAlert>
      )}
    </Body>
  );
};

export interface DamageMapDialogProps {
  stockId: string;
  /** Already ordered. */
  pictures: DmsPicture[];
  index: number;
  features: VehicleFeatures;
  pinCount: Vehicle['vehiclePinCount'];
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The damage-map dialog (spec §2) of a detail page thumbnail: the pin editor, 'Save pins', steps to the other
 * pictures; leaving a picture with unsaved pins asks first. Loaded lazily: it brings Leaflet.
 */
const DamageMapDialog = ({
  stockId,
  pictures,
  index,
  features,
  pinCount,
  onIndexChange,
  onClose,
}: DamageMapDialogProps) => {
  const translate = useTranslate();
  const [unsaved, setUnsaved] = useState(false);
  const { guard, question } = useLeaveGuard(unsaved);
  const picture = pictures[index];

  const go = (to: number) =>
    guard(() => {
      setUnsaved(false);
      onIndexChange(to);
    });

  const navigation = (
    <Stack direction="row" sx={{ mr: 'auto', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={() => go(index - 1)} disabled={index === 0} startIcon={<ChevronLeftIcon />}>
        {translate('app.vehicle_detail.picture_dialog.previous')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate('app.vehicle_detail.picture_dialog.position', { index: index + 1, total: pictures.length })}
      </Typography>
      <Button onClick={() => go(index + 1)} disabled={index >= pictures.length - 1} endIcon={<ChevronRightIcon />}>
        {translate('app.vehicle_detail.picture_dialog.next')}
      </Button>
    </Stack>
  );

  // The index comes from a thumbnail of `pictures` (VehiclePictures checks it).
  if (!picture) return null;
  return (
    <Dialog open onClose={() => guard(onClose)} maxWidth="lg" fullWidth aria-labelledby="damage-map-title">
      <DialogTitle id="damage-map-title" sx={{ pr: 7 }}>
        {translate('app.vehicle_detail.picture_dialog.title', { name: picture.name })}
      </DialogTitle>
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {translate('app.vehicle_detail.picture_dialog.pins', {
          damage: pinCount.damageCount,
          feature: pinCount.featureCount,
          installed: pinCount.instFeatureCount,
        })}
      </Typography>
      <IconButton
        onClick={() => guard(onClose)}
        aria-label={translate('ra.action.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <PicturePins
        // One session per picture: its pins, version and unsaved state start afresh.
        key={picture.picture}
        stockId={stockId}
        picture={picture}
        features={features}
        navigation={navigation}
        onUnsavedChange={setUnsaved}
      />
      {question}
    </Dialog>
  );
};

export default DamageMapDialog;
