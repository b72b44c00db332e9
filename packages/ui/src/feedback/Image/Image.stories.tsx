import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { brokenSrc, coverSrc, portraitSrc } from '../storyImages';
import { Image } from './Image';

const meta = {
  title: 'Feedback/Image',
  component: Image,
  args: {
    src: coverSrc,
    alt: 'Weekly market chart: indices rising',
    ratio: 16 / 9,
    style: { width: 320 },
    onLoadError: fn(),
  },
  argTypes: {
    fit: { control: 'inline-radio', options: ['cover', 'contain', 'fill', 'scale-down'] },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const img = within(canvasElement).getByRole('img', { name: args.alt });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(img.parentElement).toHaveAttribute('data-state', 'loaded'));
    // The 16:9 box: 320 × 180.
    const box = img.parentElement!.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(180);
    await expect(args.onLoadError).not.toHaveBeenCalled();
  },
};

export const BrokenSource: Story = {
  args: { src: brokenSrc },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picture fails: the placeholder keeps the box and the text alternative.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: args.alt })).toHaveAttribute(
        'data-part',
        'placeholder',
      ),
    );
    const placeholder = canvas.getByRole('img', { name: args.alt });
    await expect(placeholder).toHaveAttribute('title', 'Image unavailable');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(args.onLoadError).toHaveBeenCalledOnce();
    await expect(Math.round(placeholder.getBoundingClientRect().height)).toBe(180);
  },
};

export const EmptySource: Story = {
  args: { src: '' },
  play: async ({ canvasElement, args }) => {
    const placeholder = within(canvasElement).getByRole('img', { name: args.alt });
    await expect(placeholder.parentElement).toHaveAttribute('data-state', 'empty');
    await expect(args.onLoadError).not.toHaveBeenCalled();
  },
};

export const Fits: Story = {
  render: (args) => (
    <Stack direction="row" gap={4} wrap>
      {(['cover', 'contain', 'fill', 'scale-down'] as const).map((fit) => (
        <Stack key={fit} gap={1}>
          <Image
            {...args}
            src={portraitSrc}
            alt={`Portrait, ${fit}`}
            fit={fit}
            ratio={16 / 9}
            style={{ width: 200 }}
          />
          <Text size="sm" tone="secondary">
            {fit}
          </Text>
        </Stack>
      ))}
      <Stack gap={1}>
        <Image
          {...args}
          src={coverSrc}
          alt="Chart, round"
          ratio={1}
          radius="full"
          style={{ width: 112 }}
        />
        <Text size="sm" tone="secondary">
          ratio 1, round
        </Text>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contain = canvas.getByRole('img', { name: 'Portrait, contain' });
    await expect(getComputedStyle(contain).objectFit).toBe('contain');
    await expect(
      getComputedStyle(canvas.getByRole('img', { name: 'Portrait, cover' })).objectFit,
    ).toBe('cover');
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-state="loaded"]')).toHaveLength(5),
    );
  },
};

export const Decorative: Story = {
  args: { src: brokenSrc, alt: '' },
  play: async ({ canvasElement }) => {
    // A decorative picture's placeholder is hidden from assistive technology too.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="placeholder"]')).toHaveAttribute(
        'aria-hidden',
        'true',
      ),
    );
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
