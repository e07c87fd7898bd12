import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppDialog } from '../layout/AppDialog.tsx';
import { RetryAlert } from '../layout/RetryAlert.tsx';
import { PanoramaViewer } from './PanoramaViewer.tsx';
import { SpinViewer } from './SpinViewer.tsx';
import { useSpinModel, useWeb360Config } from './useViewer360Data.ts';

export interface Viewer360DialogProps {
  stockid: string;
  onClose: () => void;
  /** Shown as 'Edit hotspots' when given. */
  onEditHotspots?: () => void;
}

/** The 360 viewer dialog (spec §2): the exterior spin played from the XML, the interior panorama. Lazy: Pannellum. */
const Viewer360Dialog = ({ stockid, onClose, onEditHotspots }: Viewer360DialogProps) => {
  const translate = useTranslate();
  const [view, setView] = useState<'exterior' | 'interior'>('exterior');
  const spin = useSpinModel(stockid);
  const config = useWeb360Config(stockid);
  const error = spin.error ?? config.error;
  const panorama = config.data?.interior?.panorama;

  return (
    <AppDialog
      open
      onClose={onClose}
      title="app.viewer360.title"
      titleOptions={{ stockid }}
      maxWidth="lg"
      dividers
      actions={
        <>
          {onEditHotspots && (
            <Button onClick={onEditHotspots} sx={{ mr: 'auto' }}>
              {translate('app.viewer360.open_hotspots')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </>
      }
    >
      <Box sx={{ minHeight: 440 }}>
        <Tabs value={view} onChange={(_, next: 'exterior' | 'interior') => setView(next)} sx={{ mb: 2 }}>
          <Tab value="exterior" label={translate('app.hotspots.views.exterior')} />
          <Tab value="interior" label={translate('app.hotspots.views.interior')} />
        </Tabs>
        {(spin.isPending || config.isPending) && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error && (
          <RetryAlert
            retry="app.content.retry"
            onRetry={() => [spin, config].forEach((query) => query.error && void query.refetch())}
            busy={spin.isFetching || config.isFetching}
          >
            {translate('app.viewer360.load_failed', { message: error.message })}
          </RetryAlert>
        )}
        {view === 'exterior' && spin.data && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <SpinViewer model={spin.data} stockid={stockid} />
          </Box>
        )}
        {view === 'interior' && config.data && !panorama && (
          <Alert severity="info">{translate('app.viewer360.no_panorama')}</Alert>
        )}
        {view === 'interior' && panorama && (
          <PanoramaViewer
            panorama={panorama}
            hotspots={config.data?.interiorHotspots ?? []}
            label={translate('app.hotspots.interior.viewer_label')}
          />
        )}
      </Box>
    </AppDialog>
  );
};

export default Viewer360Dialog;
