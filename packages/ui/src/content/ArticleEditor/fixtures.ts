import { coverSrc } from '../../feedback/storyImages';
import { fromChinaParts } from '../../utils/chinaTime';
import { emptyArticleValues, type ArticleEditorValues, type EditorOption } from './types';

/** Sunday 22 November 2026, 10:00 China time: every story's "now". */
export const NOW = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 10, minute: 0 });

export const authors: EditorOption[] = [
  { value: 7, label: 'Li Wei' },
  { value: 8, label: '张晓明' },
  { value: 9, label: 'Sarah Lin' },
];
export const tags: EditorOption[] = [
  { value: 3, label: 'Macro' },
  { value: 7, label: 'Rates' },
  { value: 12, label: '央行' },
];
export const themes: EditorOption[] = [{ value: 21, label: 'LPR watch' }];
export const userGroups: EditorOption[] = [
  { value: 1, label: 'Institution clients' },
  { value: 2, label: 'Trial readers' },
];
export const users: EditorOption[] = [{ value: 101, label: 'Chen Jie' }];

export const sampleArticle: ArticleEditorValues = {
  ...emptyArticleValues(),
  title: 'PBOC keeps the loan prime rate unchanged in November',
  body: '<h2>Markets</h2><p>The one-year LPR stays at <strong>3.45%</strong>; the five-year rate at 3.95%.</p><ul><li>Bond yields eased</li><li>The yuan held steady</li></ul><p>Analysts expect a cut in the first quarter.</p>',
  body_summary: 'One-year LPR unchanged at 3.45%.',
  body_preview: '<p>The one-year LPR stays at <strong>3.45%</strong>.</p>',
  author_id: 7,
  cover_uri: 'u20261122-cover.png',
  cover_url: coverSrc,
  tag_ids: [7],
  tag_relations: [{ id: 0, group: 6 }],
  attachments: [
    {
      id: 3,
      title: 'November LPR table',
      file_uri: 'u20261122-lpr.pdf',
      file_url: 'https://cdn.example.com/u20261122-lpr.pdf',
      file_extension: 'pdf',
    },
  ],
  source_uri: 'https://www.pbc.gov.cn/',
  display_time: NOW,
  vip_visibility: 2,
  importance: 2,
  is_web_home: true,
  is_web_timeline: true,
  is_original: true,
};
