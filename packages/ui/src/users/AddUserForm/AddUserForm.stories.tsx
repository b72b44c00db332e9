import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddUserForm, type NewUserFieldError } from './AddUserForm';

const added = (): Promise<readonly NewUserFieldError[] | undefined> => Promise.resolve(undefined);

const meta = {
  title: 'Users/AddUserForm',
  component: AddUserForm,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(added).mockName('onSubmit'),
    onCancel: fn().mockName('onCancel'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Adding a user from the user list (operations §5 "add-user info invalid"; the call is designed here): a member or a staff account (Normal User, Admin; staff need an e-mail to sign in), with the password typed twice ("The password is empty", at least 8 characters, "The passwords are inconsistent"). The server hashes the password.',
      },
    },
  },
} satisfies Meta<typeof AddUserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: nickname and a password typed twice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Nickname/ }), 'Reader Wu');
    await userEvent.type(canvas.getByLabelText(/^Password(?! again)/), 'reader-pass-1');
    await userEvent.type(canvas.getByLabelText(/Password again/), 'reader-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        nickname: 'Reader Wu',
        email: null,
        mobile: null,
        role: null,
        password: 'reader-pass-1',
        confirm_password: 'reader-pass-1',
      }),
    );
  },
};

/** Bad input sends nothing: the spec's messages at each field. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staff: Admin' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile/ }), 'call me');
    await userEvent.type(canvas.getByLabelText(/^Password(?! again)/), 'short');
    await userEvent.type(canvas.getByLabelText(/Password again/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('add-user info invalid');
    await expect(
      await canvas.findByText('The password should have at least 8 characters'),
    ).toBeVisible();
    await expect(await canvas.findByText('The passwords are inconsistent')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses a taken e-mail: shown at the field, what was typed stays. */
export const Refused: Story = {
  args: {
    onSubmit: fn((): Promise<readonly NewUserFieldError[] | undefined> =>
      Promise.resolve([{ field: 'email', message: 'Email already in use' }]),
    ).mockName('onSubmit'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staff: Normal User' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nickname/ }), 'Zhang Min');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'editor@newsdesk.test');
    await userEvent.type(canvas.getByLabelText(/^Password(?! again)/), 'correct-horse-42');
    await userEvent.type(canvas.getByLabelText(/Password again/), 'correct-horse-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(await canvas.findByText('Email already in use')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('add-user info invalid');
    await expect(canvas.getByRole('textbox', { name: /Nickname/ })).toHaveValue('Zhang Min');
  },
};
