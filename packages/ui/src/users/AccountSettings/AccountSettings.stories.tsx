import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordForm } from './PasswordForm';
import { PreferencesForm } from './PreferencesForm';

const meta = {
  title: 'Users/AccountSettings',
  component: PasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(() => Promise.resolve()).mockName('onSubmit') },
  parameters: {
    docs: {
      description: {
        component:
          'The Settings tab: Change Password (operations §5: "The password is empty", "The passwords are inconsistent"; the page toasts "password updated") and Preference (hideDeletedContents, formTagsStyle, mallStatisticsSwitch, locale, colour scheme), stored locally and applied at once.',
      },
    },
  },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect((await canvas.findAllByText('The password is empty')).length).toBe(3);
    await userEvent.type(canvas.getByLabelText(/Current password/), 'newsdesk-editor');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'another-one');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The passwords are inconsistent')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/Confirm new password/));
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'a-new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        current_password: 'newsdesk-editor',
        new_password: 'a-new-secret',
        confirm_password: 'a-new-secret',
      }),
    );
  },
};

export const Preferences: StoryObj<typeof PreferencesForm> = {
  render: (args) => <PreferencesForm {...args} />,
  args: { onSaved: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hide = canvas.getByRole('switch', { name: /Hide deleted contents/ });
    const before = (hide as HTMLInputElement).checked;
    await userEvent.click(hide);
    await expect(args.onSaved).toHaveBeenCalled();
    await waitFor(() => expect((hide as HTMLInputElement).checked).toBe(!before));
    // Back as it was, so the other stories see the defaults.
    await userEvent.click(hide);
  },
};
