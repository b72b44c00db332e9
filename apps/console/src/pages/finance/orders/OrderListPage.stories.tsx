import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderList, orderListHandlers } from '../../../stories/people';
import { screenHandlers } from '../../../stories/handlers';
import { expectByRole, expectRetry } from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/** The orders (`/finance/orders/list`): `GET /v1/admin/orders`, from the contract's example order. */
const meta = {
  title: 'Screens/Finance/Orders',
  component: ScreenStory,
  args: { path: '/finance/orders/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(orderListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', orderList().items[0]!.order_no) };

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(orderListHandlers('error')) } },
  play: expectRetry,
};
