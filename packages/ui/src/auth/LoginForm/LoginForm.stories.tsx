import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const onSubmit = fn(async () => {}).mockName('onSubmit');

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RedirectedHere: Story = {
  args: { notice: 'Sorry, you should loggin to access this section (anything will work)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Sorry, you should loggin to access this section (anything will work)'),
    ).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email address is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'editor-at-newsdesk');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SignsIn: Story = {
  args: { onSubmit: fn(async () => {}).mockName('onSubmit') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), '  editor@newsdesk.test ');
    await userEvent.type(canvas.getByLabelText(/Password/), 'newsdesk-editor');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'editor@newsdesk.test',
        password: 'newsdesk-editor',
        remember: false,
      }),
    );
  },
};

/**
 * A refusal: the message, the e-mail kept, and the focus still on the button (it is busy, not
 * disabled, while the server answers), so the keyboard carries on from where it was.
 */
export const WrongPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      // The server takes a moment: the button shows it is busy meanwhile.
      await new Promise((r) => setTimeout(r, 100));
      throw new Error('Incorrect email or password');
    }).mockName('onSubmit'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'editor@newsdesk.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const busy = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('editor@newsdesk.test');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Ask an administrator to reset your password.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入邮箱地址')).toBeVisible();
  },
};
