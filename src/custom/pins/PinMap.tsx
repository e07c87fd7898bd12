import 'leaflet/dist/leaflet.css';
import { CRS, type LeafletMouseEvent } from 'leaflet';
import { Circle, ImageOverlay, MapContainer, Tooltip, useMapEvents } from 'react-leaflet';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DAMAGE_IMAGE_WIDTH, type PinArea } from '../../../contract/index.ts';
import { PIN_COLOURS } from './pinTypeRules.ts';
import type { ListedPin } from './pinEditing.ts';
import { useFitWidth } from './useFitWidth.ts';
import {
  displayHeight,
  imageBounds,
  latLngToPixel,
  pixelToLatLng,
  zoomForWidth,
  type ImageSize,
  type PixelPoint,
} from './pinGeometry.ts';

interface PinMapProps {
  imageUrl: string;
  imageName: string;
  size: ImageSize;
  pins: ListedPin[];
  selectedId: string | null;
  onAdd: (point: PixelPoint) => void;
  onSelect: (id: string) => void;
}

const ClickToAdd = ({ size, onAdd }: { size: ImageSize; onAdd: (point: PixelPoint) => void }) => {
  useMapEvents({ click: (event: LeafletMouseEvent) => onAdd(latLngToPixel(size, event.latlng)) });
  return null;
};

const centreOf = (size: ImageSize, area: PinArea) => pixelToLatLng(size, { x: area.coords[0], y: area.coords[1] });

/**
 * The picture on a Leaflet `CRS.Simple` map (zoom log2(dw/W), negative for large photos, hence zoomSnap 0), one
 * circle per pin in map units so they zoom with the photo. No markers: no need of Leaflet's icons (toolchain.md 7).
 */
/** Names a pin's SVG shape and lets Enter or Space select it, as a click does. */
const namePinShape = (shape: Element | undefined, name: string, select: () => void) => {
  if (!shape) return;
  shape.setAttribute('role', 'button');
  shape.setAttribute('aria-label', name);
  shape.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    select();
  });
};

export const PinMap = ({ imageUrl, imageName, size, pins, selectedId, onAdd, onSelect }: PinMapProps) => {
  const translate = useTranslate();
  const bounds = imageBounds(size);
  // Narrower than DAMAGE_IMAGE_WIDTH on a phone: the whole picture, scaled down, instead of a cropped one.
  const [measure, shownWidth] = useFitWidth(DAMAGE_IMAGE_WIDTH);
  const zoom = zoomForWidth(size, shownWidth);
  return (
    <Box
      ref={measure}
      role="group"
      aria-label={translate('app.pins.map.label', { name: imageName })}
      sx={{
        width: '100%',
        maxWidth: DAMAGE_IMAGE_WIDTH,
        '& .leaflet-container': { bgcolor: 'grey.100', cursor: 'crosshair' },
        '& .leaflet-interactive': { cursor: 'pointer' },
      }}
    >
      <MapContainer
        // MapContainer's props are read once: a new picture or width needs a new map.
        key={`${imageUrl}@${shownWidth}`}
        crs={CRS.Simple}
        center={[size.height / 2, size.width / 2]}
        zoom={zoom}
        zoomSnap={0}
        zoomDelta={0.5}
        minZoom={zoom - 1}
        maxZoom={zoom + 3}
        maxBounds={bounds}
        maxBoundsViscosity={1}
        // A double click would also add two pins; the wheel would fight the dialog's scrolling.
        doubleClickZoom={false}
        scrollWheelZoom={false}
        attributionControl={false}
        style={{ width: '100%', height: displayHeight(size, shownWidth) }}
      >
        <ImageOverlay url={imageUrl} bounds={bounds} alt={imageName} />
        <ClickToAdd size={size} onAdd={onAdd} />
        {pins.map((pin, index) => {
          const selected = pin.id === selectedId;
          const colour = PIN_COLOURS[pin.text.type];
          const name = translate('app.pins.map.pin', {
            number: index + 1,
            title: pin.text.title || translate('app.pins.list.untitled'),
          });
          return (
            <Circle
              // The type and name are in the key: Leaflet sets a path's className (and the shape's name, namePinShape)
              // only when creating it.
              key={`${pin.id}-${pin.text.type}-${name}`}
              center={centreOf(size, pin.area)}
              radius={pin.area.coords[2]}
              // Read once at creation (hence the key): e2e tests and styles find pins by type.
              className={`pin-circle pin-${pin.text.type.toLowerCase().replace(' ', '-')}`}
              // A click on a pin selects it and must not reach the map (which would add one).
              bubblingMouseEvents={false}
              pathOptions={{
                color: colour,
                fillColor: colour,
                fillOpacity: selected ? 0.45 : 0.2,
                weight: selected ? 4 : 2,
                dashArray: pin.committed ? undefined : '4 4',
              }}
              eventHandlers={{
                click: () => onSelect(pin.id),
                // The browser lets Tab reach a pin's shape: it is named and opens its pin as a button does.
                add: (event) => namePinShape(event.target.getElement(), name, () => onSelect(pin.id)),
              }}
            >
              {/* React children: the title is rendered as text, never as HTML. */}
              <Tooltip direction="top">
                {index + 1}. {pin.text.title || translate('app.pins.list.untitled')}
              </Tooltip>
            </Circle>
          );
        })}
      </MapContainer>
    </Box>
  );
};
