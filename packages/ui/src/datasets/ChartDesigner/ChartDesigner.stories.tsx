import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { candleDesign, dataSourceOptions, indexTable, macroDesign, macroTable } from '../fixtures';
import { ChartDesigner, type ChartDesignerProps } from './ChartDesigner';

const meta = {
  title: 'Ingestion/Data/ChartDesigner',
  component: ChartDesigner,
  tags: ['autodocs'],
  args: {
    design: macroDesign,
    table: macroTable,
    sourceOptions: dataSourceOptions,
    onSourceChange: fn(),
    onSubmit: fn<ChartDesignerProps['onSubmit']>(() => Promise.resolve(undefined)).mockName(
      'onSubmit',
    ),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    testViewport: { width: 1400, height: 900 },
    docs: {
      description: {
        component:
          'The chart designer (operations §3 Data chart): symbol, title, data source, chart type, timezone (the seven of the spec), watermark, footnote, tooltip, datetime zoom and legend; the series (line, area, bar, stacked bar, candlestick with open, high, low and close; colour, axis, labels, smoothing, curve, stack); the x, top x, left y, right y and more y axes with all their settings; mark areas, points and lines. The preview beside it redraws as the settings change. Bad input is said next to its field (and in a summary at the top) and nothing is sent. The stories use a few hundred points at most; the 10,000-point figure is measured elsewhere.',
      },
    },
  },
} satisfies Meta<typeof ChartDesigner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved CPI/PMI chart: the preview follows the title as it is typed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Symbol/ })).toBeDisabled();
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(
      within(preview).getByRole('img', { name: /^CPI and PMI: CPI YoY, PMI, 24 points/ }),
    ).toBeVisible();
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' 2024');
    await expect(
      await within(preview).findByRole('img', { name: /^CPI and PMI 2024: / }),
    ).toBeVisible();
  },
};

/** A daily index (240 trading days) as candlesticks with a mark area. */
export const Candlestick: Story = {
  args: { design: candleDesign, table: indexTable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /^沪深300 日K: CSI 300, 240 points/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Series CSI 300' })).toBeVisible();
  },
};

/** A new chart: Save with nothing filled and a bad symbol says so at each field, sends nothing. */
export const Validation: Story = {
  args: { design: null, table: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const symbol = canvas.getByRole('textbox', { name: /^Symbol/ });
    await userEvent.type(symbol, 'cpi pmi!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(symbol).toHaveAccessibleDescription(/Use letters, digits, _ - \. only/),
    );
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      /This is a required field/,
    );
    await expect(
      canvas.getByRole('combobox', { name: /^Data source/ }),
    ).toHaveAccessibleDescription(/This is a required field/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new chart over the monthly table: it starts with a line of the first value column. */
export const NewOverTable: Story = {
  args: { design: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /^Untitled chart: cpi_yoy, 24 points/ }),
    ).toBeVisible();
  },
};

/** The chosen source's table is loading. */
export const TableLoading: Story = {
  args: { table: null, tableLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading chart…' }),
    ).toBeVisible();
  },
};

/** The chosen source's table could not be read. */
export const TableFailed: Story = {
  args: { table: null, tableError: 'Data not found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data not found')).toBeVisible();
  },
};

/** A saved chart's symbol cannot change, and Save still sends it. */
export const SaveSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ symbol: 'cn-cpi-pmi', source_symbol: 'cn-macro' }),
      ),
    );
  },
};

/** Picks `option` in the select named `name` inside `scope`. */
async function choose(scope: HTMLElement, name: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Replaces what a text field holds. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/**
 * The general options change the preview: the legend goes, a footnote and a watermark appear, the
 * datetime zoom shows its sliders, the timezone moves the dates, and the tooltip follows the
 * pointer only while it is on.
 */
export const GeneralOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('list', { name: 'Legend' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Legend' }));
    await waitFor(() => expect(preview.queryByRole('list', { name: 'Legend' })).toBeNull());

    await retype(canvas.getByRole('textbox', { name: /^Footnote/ }), 'Source: NBS, demo');
    await expect(await preview.findByText('Source: NBS, demo')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Watermark/ }), 'Draft');
    await expect(await preview.findByText('Draft')).toBeInTheDocument();

    await expect(preview.queryByRole('group', { name: 'Datetime zoom' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Datetime zoom' }));
    const zoom = await preview.findByRole('group', { name: 'Datetime zoom' });
    await expect(within(zoom).getByRole('slider', { name: 'From' })).toHaveAttribute(
      'aria-valuetext',
      '2023-01',
    );

    // Midnight in Shanghai is the day before in New York.
    await choose(canvasElement, /^Timezone/, 'America/New_York');
    await expect(
      await preview.findByRole('img', { name: /24 points from 2022-12 to 2024-11$/ }),
    ).toBeVisible();
    await expect(within(zoom).getByRole('slider', { name: 'From' })).toHaveAttribute(
      'aria-valuetext',
      '2022-12',
    );

    // The tooltip: the pointer over the middle of the plot shows the values there.
    const drawing = preview.getByRole('img');
    const hoverMiddle = async () => {
      const box = drawing.getBoundingClientRect();
      const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      const target = document.elementFromPoint(coords.clientX, coords.clientY) as HTMLElement;
      await userEvent.pointer({ target, coords });
    };
    await hoverMiddle();
    await expect(await preview.findByText(/^PMI: \d/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tooltip' }));
    await waitFor(() => expect(preview.queryByText(/^PMI: \d/)).toBeNull());
    await hoverMiddle();
    await expect(preview.queryByText(/^PMI: \d/)).toBeNull();
  },
};

/**
 * The series options change the preview: a renamed series is renamed in the legend and the
 * summary, another column changes the figures, a series added or removed joins or leaves the
 * legend, and a candlestick asks for open, high, low and close.
 */
export const SeriesOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    const pmi = canvas.getByRole('group', { name: 'Series PMI' });
    await retype(within(pmi).getByRole('textbox', { name: /^Series name/ }), 'Official PMI');
    await expect(
      await preview.findByRole('img', { name: /^CPI and PMI: CPI YoY, Official PMI, 24 points/ }),
    ).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Legend' })).toHaveTextContent('Official PMI');

    // CPI YoY reads the one-year LPR instead: its figures (left axis: 1 decimal, %) change.
    await expect(preview.queryAllByRole('cell', { name: '3.1%' })).toHaveLength(0);
    const cpi = canvas.getByRole('group', { name: 'Series CPI YoY' });
    await choose(cpi, /^Column/, 'lpr_1y');
    await waitFor(() =>
      expect(preview.getAllByRole('cell', { name: '3.1%' }).length).toBeGreaterThan(0),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Add series' }));
    await expect(await canvas.findByRole('group', { name: 'Series lpr_1y' })).toBeVisible();
    await waitFor(() =>
      expect(preview.getByRole('list', { name: 'Legend' })).toHaveTextContent('lpr_1y'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove series Official PMI' }));
    await waitFor(() =>
      expect(preview.getByRole('list', { name: 'Legend' })).not.toHaveTextContent('Official PMI'),
    );

    const added = canvas.getByRole('group', { name: 'Series lpr_1y' });
    await choose(added, /^Series type/, 'Candlestick');
    for (const name of [/^Open/, /^High/, /^Low/, /^Close/]) {
      await expect(within(added).getByRole('combobox', { name })).toBeVisible();
    }
    await expect(within(added).queryByRole('combobox', { name: /^Column/ })).toBeNull();
  },
};

/**
 * The axis options change the preview: the left axis's precision and suffix change its figures,
 * the right axis's max and labels its ticks, the x axis's time format and start date the dates,
 * and a y axis can be added.
 */
export const AxisOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    const left = canvas.getByRole('group', { name: 'Axis left (Left y axis)' });
    await retype(within(left).getByRole('textbox', { name: /^Precision/ }), '2');
    await retype(within(left).getByRole('textbox', { name: /^Suffix/ }), 'pp');
    await waitFor(() =>
      expect(preview.getAllByRole('cell', { name: '2.10pp' }).length).toBeGreaterThan(0),
    );

    const right = canvas.getByRole('group', { name: 'Axis right (Right y axis)' });
    await expect(preview.queryByText('60')).toBeNull();
    await retype(within(right).getByRole('textbox', { name: /^Max/ }), '60');
    await expect(await preview.findByText('60')).toBeInTheDocument();
    await userEvent.click(within(right).getByRole('checkbox', { name: 'Show labels' }));
    await waitFor(() => expect(preview.queryByText('60')).toBeNull());

    const x = canvas.getByRole('group', { name: 'Axis x (X axis)' });
    await choose(x, /^Time format/, 'YYYY');
    await expect(
      await preview.findByRole('img', { name: /24 points from 2023 to 2024$/ }),
    ).toBeVisible();
    await userEvent.type(within(x).getByRole('textbox', { name: /^Start date/ }), '2024-01-01');
    await expect(
      await preview.findByRole('img', { name: /12 points from 2024 to 2024$/ }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add a y axis' }));
    await expect(await canvas.findByRole('group', { name: 'Axis y4 (More y axis)' })).toBeVisible();
  },
};

/** The marks change the preview: a mark line's label, then a mark area and a mark point added. */
export const MarkOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    const line = canvas.getByRole('group', { name: 'Mark 1: Mark line' });
    await retype(within(line).getByRole('textbox', { name: /^Label/ }), 'Neutral');
    await expect(await preview.findByText('Neutral')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Add a mark' }));
    const area = await canvas.findByRole('group', { name: 'Mark 2: Mark line' });
    await choose(area, /^Mark$/, 'Mark area');
    const band = canvas.getByRole('group', { name: 'Mark 2: Mark area' });
    await choose(band, /^Target series/, 'PMI');
    await userEvent.type(within(band).getByRole('textbox', { name: /^Start/ }), '49');
    await userEvent.type(within(band).getByRole('textbox', { name: /^End/ }), '51');
    await userEvent.type(within(band).getByRole('textbox', { name: /^Label/ }), 'Band');
    await expect(await preview.findByText('Band')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Add a mark' }));
    await choose(
      await canvas.findByRole('group', { name: 'Mark 3: Mark line' }),
      /^Mark$/,
      'Mark point',
    );
    const point = canvas.getByRole('group', { name: 'Mark 3: Mark point' });
    await choose(point, /^Target series/, 'PMI');
    await userEvent.type(within(point).getByRole('textbox', { name: /^X/ }), '2024-03-01');
    await userEvent.type(within(point).getByRole('textbox', { name: /^Y/ }), '50.8');
    await userEvent.type(within(point).getByRole('textbox', { name: /^Label/ }), 'Peak');
    await expect(await preview.findByText('Peak')).toBeInTheDocument();
  },
};
