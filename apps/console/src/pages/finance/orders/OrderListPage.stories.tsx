import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderList, orderListHandlers } from '../../../stories/people';
import { screenHandlers } from '../../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../../stories/play';
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

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(orderListHandlers('empty')) } },
  play: expectText(/No orders|暂无订单/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(orderListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(orderListHandlers('error')) } },
  play: expectRetry,
};
