import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkColors, fontSize, lightColors, space } from '../tokens/tokens';
import {
  ColourTokens,
  ElevationTokens,
  IconTokens,
  MotionAndLayoutTokens,
  SpaceAndShapeTokens,
  TypographyTokens,
  leaves,
} from './TokenCatalogue';
import { LIBRARY_ICONS } from './icons';

/** The foundations, generated from the tokens: what every component is built from. */
const meta = {
  title: 'Foundations/Tokens',
  component: ColourTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // One row per semantic colour, plus the header.
    const count = leaves(lightColors as never).length;
    await expect(rows).toHaveLength(count + 1);
    await expect(canvas.getByText('theme.color.text.primary')).toBeInTheDocument();
    await expect(canvas.getAllByText(darkColors.text.primary).length).toBeGreaterThan(0);
  },
};

export const Type: Story = {
  render: () => <TypographyTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.keys(fontSize)) {
      await expect(canvas.getByText(`theme.font.size.${name}`)).toBeInTheDocument();
    }
  },
};

export const SpaceAndRadii: Story = {
  name: 'Space and radii',
  render: () => <SpaceAndShapeTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^theme\.space\[/)).toHaveLength(Object.keys(space).length);
  },
};

export const ElevationAndLayers: Story = {
  name: 'Elevation and layers',
  render: () => <ElevationTokens />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('theme.shadow.focus')).toBeInTheDocument();
  },
};

export const MotionAndLayout: Story = {
  name: 'Motion and layout',
  render: () => <MotionAndLayoutTokens />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('theme.page.xl')).toBeInTheDocument();
  },
};

export const Icons: Story = {
  render: () => <IconTokens />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(
      LIBRARY_ICONS.length,
    );
  },
};
