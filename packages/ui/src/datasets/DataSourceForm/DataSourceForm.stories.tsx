import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dataGroupOptions, macroTable } from '../fixtures';
import {
  DataSourceForm,
  emptyDataSourceValues,
  type DataSourceFormProps,
  type DataSourceFormValues,
  type ParsedDataFile,
} from './DataSourceForm';

const macro: DataSourceFormValues = {
  ...emptyDataSourceValues,
  symbol: 'cn-macro',
  name: '中国宏观月度',
  description: 'CPI (year on year), the official manufacturing PMI and the LPR, monthly.',
  country: 'China',
  category: 'Macro',
  task_frequency: '1',
  task_frequency_unit: 'MONTHS',
  update_frequency: 'Monthly, mid-month',
  labels: ['CPI', 'PMI', 'LPR'],
  group_id: 'g1',
  datetime_column: 'date',
  datetime_format: 'YYYY-MM-DD',
  unique_key: 'date',
};

/** A CSV of the PMI whose third row's date does not read as YYYY-MM-DD. */
const badDates: ParsedDataFile = {
  fileName: 'pmi.csv',
  sheets: [],
  sheet: null,
  columns: ['date', 'pmi'],
  rows: [
    ['2024-10-01', '50.1'],
    ['2024-11-01', '50.3'],
    ['Dec 2024', '50.1'],
  ],
};

const meta = {
  title: 'Ingestion/Data/DataSourceForm',
  component: DataSourceForm,
  tags: ['autodocs'],
  args: {
    groupOptions: dataGroupOptions,
    onParseFile: fn<DataSourceFormProps['onParseFile']>(() => Promise.resolve(badDates)),
    onSubmit: fn<DataSourceFormProps['onSubmit']>(() => Promise.resolve(undefined)).mockName(
      'onSubmit',
    ),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    testViewport: { width: 1100, height: 1000 },
    docs: {
      description: {
        component:
          'A data source (operations §3 Data source): type (custom data or API data), symbol, name, country, category, task frequency (1 to 1000) and its unit, update frequency, group, input and output type, labels, description and, for API data, the source code. Custom data takes a CSV file or spreadsheet (.csv, .xlsx, at most 5 MB; its sheet), the datetime column and format and the unique key, with a preview of the parsed table. Bad input is said next to its field and nothing is sent: "This is a required field", and "Error data format" for a date that does not read in the format or a repeated key.',
      },
    },
  },
} satisfies Meta<typeof DataSourceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new source, nothing uploaded yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Custom data' })).toBeChecked();
    await expect(
      canvas.getByText('No table yet: upload a CSV file or a spreadsheet.'),
    ).toBeVisible();
  },
};

/** The saved monthly CPI/PMI/LPR source with its table; the symbol cannot change. */
export const Saved: Story = {
  args: { defaultValues: macro, table: macroTable, symbolLocked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Symbol/ })).toBeDisabled();
    await expect(canvas.getByText('First 20 of 24 rows')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: '中国宏观月度', task_frequency_unit: 'MONTHS' }),
        null,
      ),
    );
  },
};

/** API data shows the source code. */
export const ApiData: Story = {
  args: {
    defaultValues: {
      ...macro,
      symbol: 'csi300',
      name: '沪深300 日线',
      type: 'API',
      category: 'Index',
      task_frequency_unit: 'DAYS',
      labels: ['Index', 'OHLC'],
      group_id: 'g2',
      input_type: 'json',
      output_type: 'table',
      source_code:
        'return fetch(`${BASE}/index/000300/daily`).then((r) => r.json()).then((d) => d.rows);',
    },
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', {
      name: /^Source code/,
    });
    await expect(code.value).toContain('000300');
  },
};

/** Bad input: each message next to its field, nothing sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const symbol = canvas.getByRole('textbox', { name: /^Symbol/ });
    const frequency = canvas.getByRole('textbox', { name: /^Task frequency/ });
    await userEvent.type(symbol, 'cpi yoy!');
    await userEvent.type(frequency, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        /This is a required field/,
      ),
    );
    await expect(symbol).toHaveAccessibleDescription(/Use letters, digits, _ - \. only/);
    await expect(frequency).toHaveAccessibleDescription(/A whole number from 1 to 1000/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An uploaded table whose date does not read in the format: "Error data format" at the format. */
export const BadTable: Story = {
  args: { defaultValues: { ...macro, symbol: 'cn-pmi', name: '制造业 PMI' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('CSV file or spreadsheet (.csv, .xlsx)'),
      new File(['date,pmi\n'], 'pmi.csv', { type: 'text/csv' }),
    );
    await expect(
      await canvas.findByText('pmi.csv: 3 rows read; saved with the source'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('combobox', { name: /^Datetime format/ }),
      ).toHaveAccessibleDescription(/Error data format: row 4 \("Dec 2024"\)/),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A file that is neither CSV nor a spreadsheet is refused before it is read. */
export const WrongFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('CSV file or spreadsheet (.csv, .xlsx)'),
      new File(['%PDF'], 'cpi.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error data format');
    await expect(args.onParseFile).not.toHaveBeenCalled();
  },
};
