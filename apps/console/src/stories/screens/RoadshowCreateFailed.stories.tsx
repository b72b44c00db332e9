import type { gql } from '@newsdesk/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { videoHandlers } from '../content';
import { gqlApi, screenHandlers } from '../handlers';
import { ScreenStory } from '../ScreenStory';

/**
 * The roadshow editor (`/content/roadshow/create`) when the server refuses the create (content §8
 * "Create roadshow failed"): the reference server's meeting service refuses a meeting that would
 * start in the past, answering `createRoadshow` with that message (UNPROCESSABLE, 40022). The
 * editor shows the spec's toast and stays on the new roadshow with what was typed.
 */
const createRoadshow = fn();

const refuseCreate = gqlApi.mutation<
  gql.CreateRoadshowMutation,
  gql.CreateRoadshowMutationVariables
>('CreateRoadshow', ({ variables }) => {
  createRoadshow(variables.input);
  return HttpResponse.json({
    data: null,
    errors: [
      {
        message: 'Create roadshow failed',
        path: ['createRoadshow'],
        extensions: { code: 'UNPROCESSABLE', status: 40022 },
      },
    ],
  });
});

const meta = {
  title: 'Screens/Content/Roadshow create failed',
  component: ScreenStory,
  args: { path: '/content/roadshow/create' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: [refuseCreate, ...screenHandlers(videoHandlers('found'))] },
    // The toast closes on its own: its screenshot would depend on the machine's speed.
    visual: { disable: true },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 10_000 };

export const CreateRefused: Story = {
  name: 'Create refused',
  play: async ({ canvasElement }) => {
    createRoadshow.mockClear();
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /^Title/ }, TIMEOUT);
    await userEvent.type(title, 'Morning call with the macro desk');
    const body = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.click(body);
    await waitFor(() => expect(body).toHaveFocus());
    await userEvent.type(body, 'Agenda: rates and growth.', { skipClick: true });
    const start = canvas.getByRole('textbox', { name: /^Start/ });
    await userEvent.type(start, '2020-01-06 09:30{Enter}');
    await userEvent.click(canvas.getByRole('radio', { name: 'Tencent Meeting' }));
    const auto = canvas.getByRole('switch', { name: 'Create the meeting automatically' });
    if (!(auto as HTMLInputElement).checked) await userEvent.click(auto);

    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(createRoadshow).toHaveBeenCalledTimes(1), TIMEOUT);
    await expect(createRoadshow.mock.calls[0]![0]).toMatchObject({
      title: 'Morning call with the macro desk',
      channel: 'TENCENT_MEETING',
      auto_create_meeting: true,
    });
    // The spec's exact message, and the editor keeps the new roadshow's fields.
    await expect(await screen.findByText('Create roadshow failed', {}, TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'New roadshow' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Morning call with the macro desk',
    );
  },
};
