import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttachedPicture, PinMapContent, VehicleFeatures } from '../../../contract/index.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { PinMapEditor } from './PinMapEditor.tsx';
import { clickPicture as clickAt, stubLoadedImages } from './imageTestKit.ts';
import { nth } from '../../../tests/support/nth.ts';

// jsdom has no layout: clicks on the map land wherever Leaflet computes for a 0×0 container.
// Positions are tested in pinGeometry.test.ts and end to end; here only the editing rules are.
beforeEach(stubLoadedImages);
afterEach(() => vi.unstubAllGlobals());

const features: VehicleFeatures = {
  features: [{ featureId: 1, featureName: 'Backup Camera', featureDesc: 'Rear-view camera' }],
  installedPossibleFeatures: [],
  possibleFeatures: [
    { possibleFeatureId: 3, featureName: 'Sunroof', featureDesc: 'Power sunroof', nadaEquipments: [] },
    { possibleFeatureId: 4, featureName: 'Tow Hitch', featureDesc: 'Class III hitch', nadaEquipments: [] },
  ],
};
const closeUps: AttachedPicture[] = [
  { _id: 'h1', name: 'A100-h1.jpg', picture: '/h/A100-h1.jpg', title: 'Bumper close-up' },
];
const EMPTY: PinMapContent = { areas: [], description: [] };

const Harness = (props: {
  initial?: PinMapContent;
  feats?: VehicleFeatures;
  onChange: (v: PinMapContent) => void;
  onDirty: (d: boolean) => void;
  onSize: (s: { width: number; height: number }) => void;
  url?: string;
}) => {
  const [value, setValue] = useState(props.initial ?? EMPTY);
  return (
    <PinMapEditor
      imageUrl={props.url ?? '/pictures/A100-1.jpg'}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      features={props.feats ?? features}
      closeUpPictures={closeUps}
      onDirtyChange={props.onDirty}
      onImageSize={props.onSize}
    />
  );
};

const setup = (initial?: PinMapContent, feats?: VehicleFeatures) => {
  const onChange = vi.fn<(v: PinMapContent) => void>();
  const onDirty = vi.fn<(d: boolean) => void>();
  const onSize = vi.fn<(s: { width: number; height: number }) => void>();
  render(
    <TestAdmin>
      <Harness initial={initial} feats={feats} onChange={onChange} onDirty={onDirty} onSize={onSize} />
    </TestAdmin>,
  );
  return { onChange, onDirty, onSize, user: userEvent.setup() };
};

const clickPicture = () => clickAt(10);

const pinList = () => screen.getByRole('list', { name: 'Pins on this picture' });
const chooseOption = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('PinMapEditor', () => {
  it('reports the natural size and adds a new DAMAGE pin on a click, radius 20 at 520 px', async () => {
    const { onSize, onDirty } = setup();
    await clickPicture();
    expect(onSize).toHaveBeenCalledWith({ width: 1040, height: 780 });
    expect(within(pinList()).getByRole('button', { name: /1\. Untitled/ })).toHaveTextContent('Not saved');
    expect(screen.getByRole('heading', { name: 'Pin 1 (new)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('DAMAGE');
    expect(onDirty).toHaveBeenLastCalledWith(true);
    // One circle in map units: stored radius 20 · 1040 / 520 = 40.
    const circles = document.querySelectorAll('path.pin-circle.pin-damage');
    expect(circles).toHaveLength(1);
    // Shown at zoom −1: 40 natural pixels are 20 screen pixels.
    expect(circles[0]?.getAttribute('d')).toContain('a20,20');
  });

  it('refuses a DAMAGE pin without trimmed title and description, then commits it', async () => {
    const { onChange, onDirty, user } = setup();
    await clickPicture();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter title')).toBeInTheDocument();
    expect(screen.getByText('Please enter description')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Dent');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Left rear door');
    expect(screen.queryByText('Please enter description')).not.toBeInTheDocument();
    await chooseOption(user, 'Severity', 'Major');
    await user.type(screen.getByRole('textbox', { name: 'Damaged part' }), 'Door');
    await chooseOption(user, 'Close-up picture', 'Bumper close-up');
    expect(screen.getByRole('img', { name: 'Close-up: Bumper close-up' })).toHaveAttribute('src', '/h/A100-h1.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    const [saved] = nth(onChange.mock.calls, 0);
    expect(saved.areas).toEqual([
      { name: expect.stringMatching(/^pin-/), shape: 'circle', coords: [expect.any(Number), expect.any(Number), 40] },
    ]);
    expect(saved.description).toEqual([
      {
        id: nth(saved.areas, 0).name,
        type: 'DAMAGE',
        title: 'Dent',
        description: 'Left rear door',
        severity: 'major',
        part: 'Door',
        closeUp: closeUps[0],
      },
    ]);
    expect(within(pinList()).getByRole('button', { name: /1\. Dent/ })).not.toHaveTextContent('Not saved');
    expect(onDirty).toHaveBeenLastCalledWith(false);
  });

  it('applies the type rules: features fill the texts, a title fills its description, DAMAGE clears them', async () => {
    const { user } = setup(undefined, { ...features, features: [] });
    await clickPicture();
    // No installed feature on this vehicle: INSTALLED FEATURE is not offered.
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['FEATURE', 'DAMAGE']);
    await user.click(screen.getByRole('option', { name: 'FEATURE' }));
    expect(screen.getByRole('combobox', { name: 'Feature' })).toHaveTextContent('Sunroof');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Power sunroof');

    await chooseOption(user, 'Feature', 'Tow Hitch');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Class III hitch');

    await chooseOption(user, 'Type', 'DAMAGE');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('offers INSTALLED FEATURE when installed features exist', async () => {
    const { user, onChange } = setup();
    await clickPicture();
    await chooseOption(user, 'Type', 'INSTALLED FEATURE');
    expect(screen.getByRole('combobox', { name: 'Feature' })).toHaveTextContent('Backup Camera');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange.mock.calls[0]?.[0].description[0]).toMatchObject({
      type: 'INSTALLED FEATURE',
      title: 'Backup Camera',
      description: 'Rear-view camera',
    });
    expect(document.querySelectorAll('path.pin-circle.pin-installed-feature')).toHaveLength(1);
  });

  it('drops an unsaved pin with an empty title when another is added, keeps a titled one', async () => {
    const { user } = setup();
    await clickPicture();
    await clickPicture();
    expect(within(pinList()).getAllByRole('button')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Scratch');
    await clickPicture();
    expect(
      within(pinList())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('1. Scratch'), expect.stringContaining('2. Untitled')]);
  });

  it('opens a pin from the list with the keyboard and removes one with the Delete key, after asking', async () => {
    const initial: PinMapContent = {
      areas: [
        { name: 'a', shape: 'circle', coords: [100, 100, 40] },
        { name: 'b', shape: 'circle', coords: [300, 200, 40] },
      ],
      description: [
        { id: 'a', type: 'FEATURE', title: 'Sunroof', description: 'Power sunroof' },
        { id: 'b', type: 'DAMAGE', title: '<img src=x onerror=alert(1)>', description: 'Chip' },
      ],
    };
    const { user, onChange } = setup(initial);
    const items = await within(await screen.findByRole('list', { name: 'Pins on this picture' })).findAllByRole(
      'button',
    );
    // Titles are text: markup shows as typed and creates no element.
    expect(items[1]).toHaveTextContent('2. <img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();

    nth(items, 1).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Pin 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Chip');

    await user.keyboard('{Delete}');
    // Asked first, as the hotspot editor does: Cancel keeps the pin.
    let question = await screen.findByRole('dialog', { name: 'Delete pin 2 (<img src=x onerror=alert(1)>)?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(within(pinList()).getAllByRole('button')).toHaveLength(2);

    nth(within(pinList()).getAllByRole('button'), 1).focus();
    await user.keyboard('{Delete}');
    question = await screen.findByRole('dialog', { name: 'Delete pin 2 (<img src=x onerror=alert(1)>)?' });
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledWith({ areas: [initial.areas[0]], description: [initial.description[0]] });
    expect(within(pinList()).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(within(pinList()).getByRole('button', { name: /1\. Sunroof/ })).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Pin 2' })).not.toBeInTheDocument();
  });

  it('says when the picture cannot be loaded and offers no map', async () => {
    render(
      <TestAdmin>
        <Harness url="/pictures/broken-1.jpg" onChange={vi.fn()} onDirty={vi.fn()} onSize={vi.fn()} />
      </TestAdmin>,
    );
    expect(
      await screen.findByText('The picture could not be loaded, so no pin can be placed on it.'),
    ).toBeInTheDocument();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });

  it('deletes a pin with the Delete button too', async () => {
    const { user, onChange } = setup();
    await clickPicture();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // A never-saved pin: nothing committed changes.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No pins yet: click the picture to add one.')).toBeInTheDocument();
    // Said once: the editor's own hint is for a picture that has pins.
    expect(screen.queryByText('Choose a pin in the list or click the picture to add one.')).toBeNull();
  });
});
