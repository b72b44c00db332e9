import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userProfile } from '../fixtures';
import { FollowerList } from './FollowerList';
import { UserGeneralForm } from './UserGeneralForm';
import { UserVerify } from './UserVerify';

const meta = {
  title: 'Users/UserGeneralForm',
  component: UserGeneralForm,
  tags: ['autodocs'],
  args: {
    user: userProfile,
    onSubmit: fn(() => Promise.resolve()).mockName('onSubmit'),
    onInvalid: fn().mockName('onInvalid'),
    onDirtyChange: fn().mockName('onDirtyChange'),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The profile\'s General tab (operations §3 User): every editable field, gender as male 1 / female 2, the Institution flag for admins. Bad input shows its message next to the field and calls `onInvalid` (the page toasts "Please check the inputted user information"); `onSubmit` gets the patch with empty text as null.',
      },
    },
  },
} satisfies Meta<typeof UserGeneralForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const occupation = canvas.getByRole('textbox', { name: /Occupation/ });
    await userEvent.clear(occupation);
    await userEvent.type(occupation, 'Chief analyst');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.clear(canvas.getByRole('textbox', { name: /About/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          occupation: 'Chief analyst',
          about: null,
          gender: 1,
          email: 'li.wei@example.org',
          is_institution: false,
        }),
      ),
    );
  },
};

/** A bad e-mail and an empty nickname: messages by the fields, nothing sent. */
export const BadInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Nickname/ }));
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This is a required field')).toBeVisible();
    await expect(await canvas.findByText('Not an e-mail address')).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    user: {
      ...userProfile,
      nickname: 'A remarkably long nickname that fills the field',
      about: 'Covers rates and FX in Asia. '.repeat(30),
      description: 'Macro strategist with a very long description. '.repeat(6),
    },
  },
};

/** Verification and followers, as the General tab shows them under the form. */
export const VerifyAndFollowers: StoryObj<typeof UserVerify> = {
  render: (args) => (
    <>
      <UserVerify {...args} />
      <FollowerList
        items={[
          { user: { id: 301, nickname: '陈杰', avatar: null }, followed_at: 1714959000000 },
          { user: { id: 302, nickname: 'Wang Fang', avatar: null }, followed_at: 1714859000000 },
        ]}
        total={128}
        hasMore
        onLoadMore={fn()}
      />
    </>
  ),
  args: { verifiedName: null, onVerify: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/128 followers/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify real name' }));
    await expect(await canvas.findByText('This is a required field')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Real name/ }), 'Li Wei');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify real name' }));
    await expect(args.onVerify).toHaveBeenCalledWith('Li Wei');
  },
};

export const FollowersLoading: StoryObj<typeof FollowerList> = {
  render: (args) => <FollowerList {...args} />,
  args: { items: [], loading: true },
};

export const FollowersEmpty: StoryObj<typeof FollowerList> = {
  render: (args) => <FollowerList {...args} />,
  args: { items: [], total: 0 },
};

export const FollowersFailed: StoryObj<typeof FollowerList> = {
  render: (args) => <FollowerList {...args} />,
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};
