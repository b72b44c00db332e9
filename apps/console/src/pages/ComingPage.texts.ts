import type { ScreenId } from '../app/routes';

/**
 * What each planned screen is for, from the specs (content §2–§3, operations §2–§3): its purpose and
 * main fields and actions, in English and Chinese. Loaded only with the coming page, never with the
 * shell. When a screen is built, its entry can go.
 */
export interface ComingText {
  purpose: { en: string; 'zh-CN': string };
  features: { en: readonly string[]; 'zh-CN': readonly string[] };
}

const text = (
  en: string,
  zh: string,
  featuresEn: readonly string[],
  featuresZh: readonly string[],
): ComingText => ({
  purpose: { en, 'zh-CN': zh },
  features: { en: featuresEn, 'zh-CN': featuresZh },
});

export const comingTexts: Partial<Record<ScreenId, ComingText>> = {
  dashboard: text(
    'The home page: greets you by nickname with a slogan and shows the day at a glance.',
    '首页：以昵称和标语问候你，一眼看到今天的概况。',
    [
      'Article, comment and follower counts; revenue of this week against last',
      'Revenue, order and user charts over the last 30 days',
      'This week’s events (Monday to Friday, GMT+8), my recent articles, today’s popular content',
      'Send a push notification from the dashboard',
    ],
    [
      '文章、评论、粉丝数；本周与上周收入对比',
      '近 30 天收入、订单、用户图表',
      '本周事件（周一至周五，GMT+8）、我的近期文章、今日热门内容',
      '在首页直接发送推送通知',
    ],
  ),
  'video-create': text(
    'Create a video with its episodes.',
    '新建视频及其分集。',
    [
      'Title, cover, description, display time, audience and tags',
      'Episodes: upload mp4 files with progress, reorder, rename, remove',
      'Related articles and reports picked through the selection panels',
      'Save as draft, post or schedule',
    ],
    [
      '标题、封面、简介、展示时间、受众与标签',
      '分集：上传 mp4（显示进度）、排序、重命名、删除',
      '通过选择面板关联文章与研报',
      '存为草稿、发布或定时发布',
    ],
  ),
  'video-list': text(
    'All videos, to find, open and manage them.',
    '所有视频：查找、打开与管理。',
    [
      'Filters: status, keyword, tags, time range',
      'Open a video, copy its link, delete it',
      'Paged list with the publish state of each video',
    ],
    [
      '筛选：状态、关键词、标签、时间范围',
      '打开视频、复制链接、删除',
      '分页列表，显示每个视频的发布状态',
    ],
  ),
  'video-editor': text(
    'Edit one video and its episodes.',
    '编辑单个视频及其分集。',
    [
      'Every field of the video, its episodes and their upload status',
      'Schedule and cancel a schedule, delete',
    ],
    ['视频的全部字段、分集及其上传状态', '定时发布与取消定时、删除'],
  ),
  'roadshow-create': text(
    'Create a roadshow: an investor meeting, optionally with an online meeting created for it.',
    '新建路演：投资者会议，可自动创建线上会议。',
    [
      'Speaker, poster, start and end time, summary and body',
      'Auto-create meeting with password and user or user-group whitelists',
      'Attached video, tags and related content',
    ],
    [
      '主讲人、海报、开始与结束时间、摘要与正文',
      '自动创建会议：密码、用户与用户组白名单',
      '关联视频、标签与相关内容',
    ],
  ),
  'roadshow-list': text(
    'All roadshows, filtered by Not start, In progress and Finished.',
    '所有路演，可按未开始、进行中、已结束筛选。',
    ['Live status filter and keyword search', 'Open, change status, delete'],
    ['直播状态筛选与关键词搜索', '打开、变更状态、删除'],
  ),
  'roadshow-editor': text(
    'Edit one roadshow.',
    '编辑单个路演。',
    ['Every field of the roadshow and its meeting', 'Status changes through the status call'],
    ['路演及其会议的全部字段', '通过状态接口变更状态'],
  ),
  'link-create': text(
    'Create a link to outside content.',
    '新建指向外部内容的链接。',
    ['URL (validated) and title', 'Audience and tags'],
    ['链接地址（校验格式）与标题', '受众与标签'],
  ),
  'link-list': text(
    'All links; ?action=create opens creation and ?id= selects one link.',
    '所有链接；?action=create 打开新建，?id= 选中某条链接。',
    ['Search and paging', 'Create, edit and delete links'],
    ['搜索与分页', '新建、编辑、删除链接'],
  ),
  report: text(
    'The report list; ?k= searches by title and ?action=create creates one.',
    '研报列表；?k= 按标题搜索，?action=create 新建。',
    [
      'Upload pdf, doc, docx, xls or xlsx as a report',
      'Title, summary, markdown, audience, tags, images, display time',
      'Edit and delete',
    ],
    [
      '上传 pdf、doc、docx、xls、xlsx 作为研报',
      '标题、摘要、Markdown、受众、标签、图片、展示时间',
      '编辑与删除',
    ],
  ),
  viewpoint: text(
    'Viewpoints: short opinion pieces of the desk.',
    '观点：编辑部的短评。',
    ['List, create, edit and delete viewpoints', 'Publish state and display time'],
    ['观点列表、新建、编辑、删除', '发布状态与展示时间'],
  ),
  'daily-report': text(
    'The daily report, laid out on a wide page.',
    '日报，宽版页面。',
    ['Compose the day’s report from picked content', 'Preview and publish'],
    ['从选取的内容组成当日日报', '预览与发布'],
  ),
  'wallstreet-live': text(
    'Wall Street news and the flash news feed.',
    '华尔街资讯与快讯流。',
    [
      'Flash news: title, content, images, score, status, display time',
      'New items appear without a reload',
      'Wall Street articles beside the flash news',
    ],
    [
      '快讯：标题、内容、图片、评分、状态、展示时间',
      '新条目无需刷新即可出现',
      '华尔街文章与快讯并列',
    ],
  ),
  medias: text(
    'The file and media library.',
    '文件与媒体库。',
    [
      'Grid and list views; filters: keyword, author, research only, file type',
      'Upload many files at once with progress and cancel',
      'Preview, copy link, download, replace, delete',
    ],
    [
      '网格与列表视图；筛选：关键词、作者、仅研报、文件类型',
      '批量上传，显示进度并可取消',
      '预览、复制链接、下载、替换、删除',
    ],
  ),
  tags: text(
    'All tags of the content.',
    '所有内容标签。',
    [
      'Name, topic flag, description, image, hot words, alias, symbol',
      'Create, edit, find duplicates',
    ],
    ['名称、专题标记、描述、图片、热词、别名、代码', '新建、编辑、查重'],
  ),
  'tag-detail': text(
    'One tag and its content by channel.',
    '单个标签及其各频道内容。',
    [
      'Tag fields and hot search words',
      'Add and remove content per channel through the selection panels',
    ],
    ['标签字段与热搜词', '通过选择面板为各频道添加或移除内容'],
  ),
  'company-tags': text(
    'Company tags, kept apart from industry tags.',
    '公司标签，与行业标签分开管理。',
    ['List, create and edit company tags', 'Symbol and alias'],
    ['公司标签列表、新建、编辑', '代码与别名'],
  ),
  'industry-tags': text(
    'Industry tags, kept apart from company tags.',
    '行业标签，与公司标签分开管理。',
    ['List, create and edit industry tags'],
    ['行业标签列表、新建、编辑'],
  ),
  'data-sources': text(
    'Data sources: uploaded data sets or API data.',
    '数据源：上传的数据集或接口数据。',
    [
      'Custom data: upload a CSV or spreadsheet, pick the datetime column, format and unique key',
      'API data and task frequency',
      'Preview of the parsed table',
    ],
    ['自定义数据：上传 CSV 或表格，选择时间列、格式与唯一键', '接口数据与任务频率', '解析结果预览'],
  ),
  'data-source': text(
    'One data source, by symbol.',
    '单个数据源（按代码）。',
    ['Its settings, its data and its update tasks'],
    ['配置、数据与更新任务'],
  ),
  'data-charts': text(
    'Data charts: list, create and edit.',
    '数据图表：列表、新建、编辑。',
    ['Chart list with type and source', 'Open the chart designer'],
    ['图表列表：类型与数据源', '打开图表设计器'],
  ),
  'data-chart': text(
    'The chart designer, with a live preview.',
    '图表设计器，实时预览。',
    [
      'Chart type, tooltip, datetime zoom, footnote, legend, watermark',
      'Axes: x, top x, left y, right y and more',
      'Series: line, area, bar, stacked bar, candlestick; marks; timezones',
    ],
    [
      '图表类型、提示框、时间缩放、脚注、图例、水印',
      '坐标轴：x、顶部 x、左 y、右 y 及更多',
      '序列：折线、面积、柱状、堆叠柱、K 线；标注；时区',
    ],
  ),
  'data-groups': text(
    'Groups of data sources.',
    '数据源分组。',
    ['Create groups and add sources to them'],
    ['新建分组并添加数据源'],
  ),
  'asset-management': text(
    'Asset management.',
    '资产管理。',
    ['List and manage the assets used by the content'],
    ['内容所用资产的列表与管理'],
  ),
  sources: text(
    'External sources the crawlers bring content from.',
    '爬虫抓取内容的外部来源。',
    ['Key (unique), frequency, website, organization, type, crawler source, group', 'Sub-sources'],
    ['键（唯一）、频率、网站、机构、类型、爬虫来源、分组', '子来源'],
  ),
  source: text(
    'One source and its sub-sources.',
    '单个来源及其子来源。',
    ['Edit every field of the source', 'Edit sub-sources'],
    ['编辑来源的全部字段', '编辑子来源'],
  ),
  'source-groups': text(
    'Groups of sources.',
    '来源分组。',
    ['Group cover and related sources'],
    ['分组封面与相关来源'],
  ),
  'source-group': text(
    'One source group.',
    '单个来源分组。',
    ['Cover, name and member sources'],
    ['封面、名称与成员来源'],
  ),
  'external-items': text(
    'What the crawlers bring in.',
    '爬虫抓取到的条目。',
    ['Search and status', 'A link to each item’s source'],
    ['搜索与状态', '每个条目链接到其来源'],
  ),
  'external-item': text(
    'One external item.',
    '单个外部条目。',
    ['Its content, status and source'],
    ['内容、状态与来源'],
  ),
  events: text(
    'The calendar of economic and finance events; start and end in the URL are millisecond timestamps.',
    '财经事件日历；URL 中的 start 与 end 为毫秒时间戳。',
    [
      'Month, week and list views',
      'Country, event, importance, source, forecast, revised, previous, actual',
      'Create, edit and delete events (times in China time)',
    ],
    [
      '月、周、列表视图',
      '国家、事件、重要性、来源、预测值、修正值、前值、公布值',
      '新建、编辑、删除事件（北京时间）',
    ],
  ),
  'event-topics': text(
    'Calendar topics, in tabs Treasury, FAQ, Roadmap and All.',
    '日历专题，分为国债、FAQ、路线图、全部标签页。',
    ['Topic list per tab', 'Create and edit topics, FAQs and roadmaps'],
    ['各标签页的专题列表', '新建和编辑专题、FAQ 与路线图'],
  ),
  'calendar-list': text(
    'Calendar content.',
    '日历内容。',
    ['List of calendar content items'],
    ['日历内容列表'],
  ),
  'calendar-config': text(
    'Calendar configuration.',
    '日历配置。',
    ['Settings of the calendar'],
    ['日历的各项设置'],
  ),
  'calendar-template': text(
    'An event template, on a wide page.',
    '事件模板，宽版页面。',
    ['Template fields of a calendar event'],
    ['日历事件的模板字段'],
  ),
  'calendar-events': text(
    'The event list of the calendar.',
    '日历事件列表。',
    ['Paged list of events'],
    ['分页的事件列表'],
  ),
  'ai-content': text(
    'AI content: generate drafts from prompt templates.',
    'AI 内容：根据提示词模板生成草稿。',
    [
      'Model, prompt and templates (user prompt, system prompt, common prompts)',
      'Generate a draft article, then edit and save it',
    ],
    ['模型、提示词与模板（用户提示词、系统提示词、常用提示词）', '生成文章草稿，再编辑保存'],
  ),
  'ai-credit': text(
    'AI credit and credit point configuration.',
    'AI 积分与积分配置。',
    ['Credit expense kinds and prices', 'Users’ credit'],
    ['积分消耗类型与价格', '用户积分'],
  ),
  'user-list': text(
    'All end users.',
    '所有终端用户。',
    [
      'Search by keyword and id, paging',
      'Avatar, nickname, email, mobile, status, membership, created',
      'Freeze and recover a user',
    ],
    ['按关键词和 ID 搜索，分页', '头像、昵称、邮箱、手机、状态、会员、创建时间', '冻结与恢复用户'],
  ),
  'user-groups': text(
    'User groups.',
    '用户组。',
    ['List, create and edit user groups'],
    ['用户组列表、新建、编辑'],
  ),
  'user-group': text(
    'One user group and its members.',
    '单个用户组及其成员。',
    ['Add and remove members'],
    ['添加与移除成员'],
  ),
  'roadshow-groups': text(
    'Roadshow user groups: who may join which roadshows.',
    '路演用户组：谁可以参加哪些路演。',
    ['Create, update and delete groups', 'Pick members'],
    ['新建、更新、删除用户组', '选择成员'],
  ),
  members: text(
    'The member page: paying members and their tiers.',
    '会员页：付费会员及其等级。',
    ['Members with tier and expiry'],
    ['会员、等级与到期时间'],
  ),
  profile: text(
    'A user’s profile, with tabs General, Member Ship and Settings.',
    '用户资料，分为基本信息、会员、设置三个标签页。',
    [
      'General: nickname, avatar, description, contact, verified name, followers',
      'Member Ship: memberships, privileges, credit points',
      'Change password and preferences',
    ],
    [
      '基本信息：昵称、头像、简介、联系方式、实名、粉丝',
      '会员：会员资格、权益、积分',
      '修改密码与偏好设置',
    ],
  ),
  'profile-settings': text(
    'A user’s settings: password and preferences.',
    '用户设置：密码与偏好。',
    [
      'Change password',
      'Preferences: hide deleted contents, tag style, statistics switch, language, colour scheme',
    ],
    ['修改密码', '偏好：隐藏已删除内容、标签样式、统计开关、语言、配色'],
  ),
  'profile-membership': text(
    'A user’s memberships and privileges.',
    '用户的会员资格与权益。',
    ['Memberships with expiry and tier', 'Report and terminal privileges', 'Credit points'],
    ['会员资格、等级与到期时间', '研报与终端权益', '积分'],
  ),
  'profile-self': text(
    'Your own profile.',
    '你自己的资料。',
    ['The General, Member Ship and Settings tabs for yourself'],
    ['你自己的基本信息、会员、设置标签页'],
  ),
  'settings-self': text(
    'Your own settings.',
    '你自己的设置。',
    ['Change password and preferences'],
    ['修改密码与偏好设置'],
  ),
  'settings-of': text(
    'Settings of a user, by id.',
    '按 ID 查看用户设置。',
    ['Password and preferences'],
    ['密码与偏好'],
  ),
  orders: text(
    'All orders, with totals.',
    '所有订单及合计。',
    [
      'Filters: order number, user, source, pay channel, time range, completed only',
      'Amounts in yuan, platform, pay channel, remark (editable)',
      'Totals of amount and count',
    ],
    [
      '筛选：订单号、用户、来源、支付渠道、时间范围、仅已完成',
      '金额（元）、平台、支付渠道、备注（可编辑）',
      '金额与数量合计',
    ],
  ),
  statistics: text(
    'Order statistics by day, week, month and quarter.',
    '按日、周、月、季度的订单统计。',
    ['Revenue and count over time', 'Breakdowns by pay channel, platform and SKU', 'SKU list'],
    ['收入与订单数趋势', '按支付渠道、平台、SKU 拆分', 'SKU 列表'],
  ),
  'push-list': text(
    'Push notifications sent to the apps.',
    '发往 App 的推送通知。',
    ['Platform, title, created, start, sent, opened, dismissed, status', 'Cancel a scheduled push'],
    ['平台、标题、创建时间、开始时间、发送、打开、忽略、状态', '取消定时推送'],
  ),
  'push-create': text(
    'Send a new push notification.',
    '发送新的推送通知。',
    [
      'Title (at most 80 characters), body, platform (all, android, ios)',
      'Send time not earlier than now',
      'Link by content type, picked through the selection panels',
    ],
    [
      '标题（最多 80 字）、正文、平台（全部、Android、iOS）',
      '发送时间不早于当前',
      '按内容类型通过选择面板关联链接',
    ],
  ),
  'push-detail': text(
    'One push notification and its status.',
    '单条推送及其状态。',
    ['Its fields and delivery figures', 'Cancel'],
    ['字段与送达数据', '取消'],
  ),
  splash: text(
    'The app splash screen.',
    'App 开屏页。',
    ['Image, link and time window', 'Preview'],
    ['图片、链接与展示时段', '预览'],
  ),
  navigator: text(
    'The site navigator and its config.',
    '导航站点及其配置。',
    ['Sites and their order', 'Preview'],
    ['站点及排序', '预览'],
  ),
  banner: text(
    'Web banners.',
    '网站横幅。',
    ['Image, link, order and time window', 'Preview'],
    ['图片、链接、排序与展示时段', '预览'],
  ),
  entry: text(
    'Quick entries of the web home page.',
    '网站首页快捷入口。',
    ['Icon, title, link and order'],
    ['图标、标题、链接与排序'],
  ),
  'omen-category': text(
    'Report categories: first level with sub-categories.',
    '研报分类：一级分类及子分类。',
    ['Create, rename and reorder categories'],
    ['新建、重命名、排序分类'],
  ),
  'kv-list': text(
    'Key-value configuration, ordered by last update.',
    '键值配置，按最近更新排序。',
    ['Search and anchor paging', 'Open a key to edit its value'],
    ['搜索与游标分页', '打开某个键编辑其值'],
  ),
  'kv-edit': text(
    'Edit one key-value entry.',
    '编辑单个键值。',
    [
      'A form generated from the value’s JSON schema',
      'Raw JSON view with validation',
      'Edit the schema itself',
    ],
    ['根据 JSON Schema 生成的表单', '带校验的原始 JSON 视图', '编辑 Schema 本身'],
  ),
  crawlers: text(
    'Crawler management.',
    '爬虫管理。',
    [
      'Key, name, url, method, enabled, crontab schedule',
      'Extractor and selector kinds, fields, proxy, variables, template',
      'Status: active, inactive, custom, deleted',
    ],
    [
      '键、名称、URL、请求方法、启用、定时表达式',
      '提取器与选择器类型、字段、代理、变量、模板',
      '状态：启用、停用、自定义、已删除',
    ],
  ),
  'crawler-playground': text(
    'Try a crawler before saving it, on a wide page.',
    '保存前试运行爬虫，宽版页面。',
    ['Edit the settings', 'See the fetched page and the extracted items side by side'],
    ['编辑配置', '并排查看抓取的页面与提取的条目'],
  ),
  'crawler-batch': text(
    'Act on many crawlers at once, on an extra-wide page.',
    '批量操作爬虫，超宽页面。',
    ['Select many crawlers', 'Run, enable or disable them and watch progress per crawler'],
    ['选择多个爬虫', '运行、启用或停用，并查看各自进度'],
  ),
  'message-system': text(
    'System messages sent to users.',
    '发给用户的系统消息。',
    ['List of system messages', 'Open one to edit it'],
    ['系统消息列表', '打开某条进行编辑'],
  ),
  'message-create': text(
    'Write a new system message.',
    '撰写新的系统消息。',
    ['Title, body, audience, link and schedule'],
    ['标题、正文、受众、链接与定时'],
  ),
  'message-systemmessage': text(
    'System messages by notification type.',
    '按通知类型查看系统消息。',
    ['Types: comment, like, at, follow, system'],
    ['类型：评论、点赞、@、关注、系统'],
  ),
  'message-edit': text(
    'Edit one system message.',
    '编辑单条系统消息。',
    ['Its fields and schedule'],
    ['字段与定时'],
  ),
};
