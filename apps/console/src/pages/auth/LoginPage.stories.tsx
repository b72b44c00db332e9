import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { config } from '../../app/config';
import { failure } from '../../stories/contract';
import { ScreenStory } from '../../stories/ScreenStory';

/** The sign-in screen (`/auth/login`), signed out, with the sign-in call answered by msw. */
const meta = {
  title: 'Screens/Sign-in',
  component: ScreenStory,
  args: { path: '/auth/login', signedOut: true },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: {
      handlers: [
        http.post(`${config.mainApiUrl}/v1/admin/user/login`, () =>
          HttpResponse.json(failure(40100, 'Incorrect email or password'), { status: 401 }),
        ),
      ],
    },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: /sign in|登录/i },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: Default.play };

export const WrongPassword: Story = {
  name: 'Wrong password',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/email|邮箱/i, {}, { timeout: 10_000 }),
      'editor@newsdesk.test',
    );
    await userEvent.type(canvas.getByLabelText(/password|密码/i), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: /sign in|登录/i }));
    await expect(await canvas.findByText('Incorrect email or password')).toBeVisible();
    // The button kept the focus while busy (it is not disabled), so the keyboard carries on.
    await expect(canvas.getByRole('button', { name: /sign in|登录/i })).toHaveFocus();
  },
};
