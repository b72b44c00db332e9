import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleVideo, videoHandlers } from '../content';
import { exampleArticle } from '../contract';
import { articleHandlers, loadingScreenHandlers, screenHandlers } from '../handlers';
import {
  expectBusyScreen,
  expectByRole,
  expectChinese,
  expectField,
  expectLoading,
  expectRetry,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The content editors that had no screen story: a new video (`/content/video/create`), the
 * contract's example video (`/content/video/{id}`, `GET /v1/admin/video/{id}`) and a video not
 * found, a new roadshow (`/content/roadshow/create`), a new link (`/content/link/create`) and the
 * printable page of the contract's example article (`/content/article/pdfpreview/{id}`) or of an
 * article not found.
 */
const meta = {
  title: 'Screens/Content/Editors',
  component: ScreenStory,
  args: { path: '/content/video/create' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(videoHandlers('found')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = /^(Title|标题)/;

export const NewVideo: Story = { name: 'New video', play: expectField(TITLE, '') };

export const Video: Story = {
  args: { path: `/content/video/${exampleVideo().id}` },
  play: expectField(TITLE, exampleVideo().title),
};

export const VideoChinese: Story = {
  name: 'Video (Chinese)',
  args: { path: `/content/video/${exampleVideo().id}` },
  globals: { locale: 'zh-CN' },
  play: Video.play,
};

export const VideoNotFound: Story = {
  name: 'Video not found',
  args: { path: '/content/video/404' },
  parameters: { msw: { handlers: screenHandlers(videoHandlers('missing')) } },
  play: expectText(/^(Video not found|视频不存在)$/),
};

// Every call hangs: the editor's heading with a busy spinner.
export const VideoLoading: Story = {
  name: 'Video loading',
  args: { path: `/content/video/${exampleVideo().id}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Video editor|视频编辑)$/),
};

// The read failed at the server (not a missing video): the server's message and Retry.
export const VideoLoadFailed: Story = {
  name: 'Video load failed',
  args: { path: `/content/video/${exampleVideo().id}` },
  parameters: { msw: { handlers: screenHandlers(videoHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The video could not be loaded|视频加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const NewRoadshow: Story = {
  name: 'New roadshow',
  args: { path: '/content/roadshow/create' },
  play: expectField(TITLE, ''),
};

export const NewLink: Story = {
  name: 'New link',
  args: { path: '/content/link/create' },
  play: expectField(TITLE, ''),
};

export const PdfPreview: Story = {
  name: 'PDF preview',
  args: { path: `/content/article/pdfpreview/${exampleArticle().id}` },
  parameters: { msw: { handlers: screenHandlers(articleHandlers('found')) } },
  play: expectByRole('heading', exampleArticle().title),
};

export const PdfPreviewNotFound: Story = {
  name: 'PDF preview, article not found',
  args: { path: '/content/article/pdfpreview/404' },
  parameters: { msw: { handlers: screenHandlers(articleHandlers('missing')) } },
  play: expectText(/^(Article not found|文章不存在)$/),
};

export const NewVideoChinese: Story = {
  name: 'New video (Chinese)',
  globals: { locale: 'zh-CN' },
  play: expectChinese(NewVideo.play!),
};

export const NewRoadshowChinese: Story = {
  name: 'New roadshow (Chinese)',
  args: { path: '/content/roadshow/create' },
  globals: { locale: 'zh-CN' },
  play: expectChinese(NewRoadshow.play!),
};

export const NewLinkChinese: Story = {
  name: 'New link (Chinese)',
  args: { path: '/content/link/create' },
  globals: { locale: 'zh-CN' },
  play: expectChinese(NewLink.play!),
};

export const PdfPreviewChinese: Story = {
  name: 'PDF preview (Chinese)',
  args: { path: `/content/article/pdfpreview/${exampleArticle().id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(articleHandlers('found')) } },
  play: PdfPreview.play,
};

export const PdfPreviewLoading: Story = {
  name: 'PDF preview loading',
  args: { path: `/content/article/pdfpreview/${exampleArticle().id}` },
  parameters: { msw: { handlers: screenHandlers(articleHandlers('loading')) } },
  play: expectLoading,
};

// The read failed at the server (not a missing article): the server's message and Retry.
export const PdfPreviewLoadFailed: Story = {
  name: 'PDF preview load failed',
  args: { path: `/content/article/pdfpreview/${exampleArticle().id}` },
  parameters: { msw: { handlers: screenHandlers(articleHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The article could not be loaded|文章加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};
