import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { brokenSrc, portraitAltSrc, portraitSrc } from '../storyImages';
import { Avatar } from './Avatar';
import { AvatarGroup } from './AvatarGroup';

const meta = {
  title: 'Feedback/Avatar',
  component: Avatar,
  args: { name: 'Li Wei', src: portraitSrc, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every picture in the story has loaded (the screenshot follows the play). */
const picturesLoaded = (root: HTMLElement) =>
  waitFor(() => {
    for (const img of Array.from(root.querySelectorAll('img'))) {
      expect(img.complete && img.naturalWidth > 0).toBe(true);
    }
  });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Li Wei' });
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const Initials: Story = {
  render: () => (
    <Stack direction="row" gap={3} align="center">
      <Avatar name="Li Wei" />
      <Avatar name="王小明" />
      <Avatar name="欧阳娜娜" />
      <Avatar name="madonna" />
      <Avatar name="Jean-Luc Picard" />
      <Avatar name="" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Li Wei' })).toHaveTextContent('LW');
    await expect(canvas.getByRole('img', { name: '王小明' })).toHaveTextContent('小明');
    await expect(canvas.getByRole('img', { name: 'madonna' })).toHaveTextContent('M');
    await expect(canvas.getByRole('img', { name: 'Jean-Luc Picard' })).toHaveTextContent('JP');
  },
};

export const BrokenImage: Story = {
  args: { name: 'Zhang San', src: brokenSrc },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picture fails to load: the initials take its place, named for screen readers.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Zhang San' })).toHaveAttribute(
        'data-state',
        'initials',
      ),
    );
    const avatar = canvas.getByRole('img', { name: 'Zhang San' });
    await expect(avatar.tagName).toBe('SPAN');
    await expect(avatar).toHaveTextContent('ZS');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={3} align="center">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} size={size} name={`Size ${size}`} />
      ))}
      <Avatar size="xl" name="Li Wei" src={portraitSrc} />
      <Avatar size="xl" shape="square" name="Research desk" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const xs = canvas.getByRole('img', { name: 'Size xs' }).getBoundingClientRect();
    const xl = canvas.getByRole('img', { name: 'Size xl' }).getBoundingClientRect();
    await expect(xs.width).toBe(20);
    await expect(xl.width).toBe(64);
    await picturesLoaded(canvasElement);
  },
};

export const NextToName: Story = {
  render: () => (
    <Stack direction="row" gap={2} align="center">
      <Avatar name="Chen Jing" src={portraitAltSrc} decorative />
      <Text>Chen Jing</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is written beside it, so the avatar is not announced twice.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Chen Jing')).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

export const Group: Story = {
  render: () => (
    <Stack gap={4}>
      <AvatarGroup label="Speakers" max={4}>
        <Avatar name="Li Wei" src={portraitSrc} />
        <Avatar name="Chen Jing" src={portraitAltSrc} />
        <Avatar name="王小明" />
        <Avatar name="Zhang San" src={brokenSrc} />
        <Avatar name="Anna Schmidt" />
        <Avatar name="赵六" />
        <Avatar name="Marie Dubois" />
      </AvatarGroup>
      <AvatarGroup label="Editors" size="sm" max={3}>
        <Avatar name="Li Wei" />
        <Avatar name="Chen Jing" />
      </AvatarGroup>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const speakers = within(canvas.getByRole('group', { name: 'Speakers' }));
    // Four avatars and a "+3" standing for the others.
    const more = speakers.getByRole('img', { name: '3 more' });
    await expect(more).toHaveTextContent('+3');
    await expect(speakers.getAllByRole('img')).toHaveLength(5);
    // In a group the initials shrink to one character so the overlap never cuts them.
    await waitFor(() =>
      expect(speakers.getByRole('img', { name: 'Zhang San' })).toHaveTextContent(/^Z$/),
    );
    await expect(speakers.getByRole('img', { name: '王小明' })).toHaveTextContent(/^明$/);
    await picturesLoaded(canvasElement);
    const editors = within(canvas.getByRole('group', { name: 'Editors' }));
    await expect(editors.getAllByRole('img')).toHaveLength(2);
    await expect(editors.getByRole('img', { name: 'Li Wei' }).getBoundingClientRect().width).toBe(
      24,
    );
  },
};
