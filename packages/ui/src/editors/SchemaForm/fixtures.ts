import type { SchemaField } from './schemaModel';

/** A banner setting: every field type, nesting, an array of objects. */
export const bannerSchema: SchemaField = {
  title: 'Web banners',
  type: 'object',
  fields: [
    { name: 'enabled', title: 'Enabled', type: 'bool' },
    {
      name: 'place',
      title: 'Place',
      type: 'enum',
      options: [
        { title: 'Home page', value: 'home' },
        { title: 'Report page', value: 'report' },
      ],
    },
    {
      name: 'items',
      title: 'Banners',
      type: 'array',
      items: {
        title: 'Banner',
        type: 'object',
        fields: [
          { name: 'title', title: 'Title', type: 'string' },
          { name: 'note', title: 'Note', type: 'string', multiline: true },
          { name: 'weight', title: 'Weight', type: 'number' },
          { name: 'from', title: 'Shown from', type: 'string', time_format: 'YYYY-MM-DD HH:mm' },
        ],
      },
    },
  ],
};

export const bannerValue = {
  enabled: true,
  place: 'home',
  items: [
    { title: 'Spring sale', note: 'Members get 20% off.', weight: 10, from: '2026-11-22 09:30' },
    { title: 'New reports', note: '', weight: 5, from: '2026-11-23 08:00' },
  ],
};

/** 40 rows of 5 inputs: the 200-field budget of the issue. */
export const bigSchema: SchemaField = {
  title: 'Big setting',
  type: 'array',
  items: {
    title: 'Row',
    type: 'object',
    fields: [
      { name: 'title', title: 'Title', type: 'string' },
      { name: 'body', title: 'Body', type: 'string', multiline: true },
      { name: 'weight', title: 'Weight', type: 'number' },
      { name: 'on', title: 'On', type: 'bool' },
      {
        name: 'kind',
        title: 'Kind',
        type: 'enum',
        options: [
          { title: 'A', value: 'a' },
          { title: 'B', value: 'b' },
        ],
      },
    ],
  },
};

export const bigValue = Array.from({ length: 40 }, (_, i) => ({
  title: `Row ${i + 1}`,
  body: `Text of row ${i + 1}`,
  weight: i,
  on: i % 2 === 0,
  kind: i % 3 === 0 ? 'b' : 'a',
}));
