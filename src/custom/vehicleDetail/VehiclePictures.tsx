import { useMemo, useState } from 'react';
import { Backdrop, Box, ButtonBase, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import { chunkLoader } from '../layout/chunkLoader.ts';
import { ChunkComponent } from '../layout/ChunkComponent.tsx';
import { orderPictures } from '../../../contract/pictures.ts';

// Code-split: the damage map brings Leaflet, kept out of the initial bundle until a picture is opened.
const damageMapDialog = chunkLoader(() => import('../pins/DamageMapDialog.tsx').then((module) => module.default));

/** Spec §9: hero 400x400, thumbnails 200x150. */
const HERO = { width: 400, height: 400 } as const;
const THUMB = { width: 200, height: 150 } as const;

interface VehiclePicturesProps {
  vehicle: Pick<Vehicle, 'stockid' | 'picturesUrl' | 'vehiclePinCount' | 'features'>;
}

/** Spec §2: hero and thumbnails, ordered by the file name's trailing number; a thumbnail opens the damage map. */
export const VehiclePictures = ({ vehicle }: VehiclePicturesProps) => {
  const translate = useTranslate();
  const pictures = useMemo(() => orderPictures(vehicle.picturesUrl), [vehicle.picturesUrl]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [hero] = pictures;

  return (
    <Card component="section" aria-labelledby="vehicle-pictures-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
          <Typography id="vehicle-pictures-title" variant="h6" component="h2">
            {translate('app.vehicle_detail.pictures.title')}
          </Typography>
          {hero && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.vehicles.pictures.count', { smart_count: pictures.length })}
            </Typography>
          )}
        </Stack>
        {hero ? (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
          >
            <Box
              component="img"
              src={hero.picture}
              alt={translate('app.vehicle_detail.pictures.hero_alt', { name: hero.name })}
              sx={{
                ...HERO,
                maxWidth: '100%',
                height: 'auto',
                aspectRatio: '1 / 1',
                objectFit: 'contain',
                bgcolor: 'grey.100',
                borderRadius: 1,
                flexShrink: 0,
              }}
            />
            <Box
              component="ul"
              aria-label={translate('app.vehicle_detail.pictures.title')}
              // One scrolling strip on phones; beside the hero, at most its height, on wider screens.
              sx={{
                display: 'flex',
                flexWrap: { xs: 'nowrap', md: 'wrap' },
                alignContent: 'flex-start',
                gap: 1,
                listStyle: 'none',
                m: 0,
                p: 0.5,
                // Width 0 + min-width 100%: the strip never widens the page, it scrolls instead.
                width: { xs: 0, md: 'auto' },
                minWidth: { xs: '100%', md: 0 },
                overflowX: { xs: 'auto', md: 'hidden' },
                overflowY: { xs: 'hidden', md: 'auto' },
                maxHeight: { md: HERO.height },
              }}
            >
              {pictures.map((picture, index) => (
                <Box component="li" key={picture._id} sx={{ flexShrink: 0 }}>
                  <ButtonBase
                    focusRipple
                    onClick={() => setOpenIndex(index)}
                    aria-label={translate('app.vehicle_detail.pictures.open', { name: picture.name })}
                    sx={{
                      borderRadius: 1,
                      overflow: 'hidden',
                      '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                    }}
                  >
                    {/* Decorative: the button's name says which picture it opens. */}
                    <Box
                      component="img"
                      src={picture.picture}
                      alt=""
                      loading="lazy"
                      sx={{ ...THUMB, display: 'block', objectFit: 'cover', bgcolor: 'grey.100' }}
                    />
                  </ButtonBase>
                </Box>
              ))}
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('app.vehicles.no_picture')}
          </Typography>
        )}
      </CardContent>
      {openIndex !== null && pictures[openIndex] && (
        <ChunkComponent
          chunk={damageMapDialog}
          props={{
            stockId: vehicle.stockid,
            pictures,
            index: openIndex,
            features: vehicle.features,
            pinCount: vehicle.vehiclePinCount,
            onIndexChange: setOpenIndex,
            onClose: () => setOpenIndex(null),
          }}
          fallback={
            <Backdrop open sx={{ zIndex: 'modal' }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Backdrop>
          }
        />
      )}
    </Card>
  );
};
