import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
