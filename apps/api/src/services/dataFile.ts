import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ApiError } from '../http/errors';
import { MAX_ROWS } from './data';

/**
 * Reads an uploaded CSV file or spreadsheet as a table (issue #15, `parseDataFile`, designed here):
 * the first row names the columns, the rest are rows of text cells. Nothing is stored.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const FORMAT = 'Error data format';

export interface FileTable {
  sheets: string[];
  sheet: string | null;
  columns: string[];
  rows: (string | null)[][];
}

const refuse = (field = 'content_base64') => ApiError.field(field, 'format', FORMAT);

function tableOf(matrix: (string | null)[][], sheets: string[], sheet: string | null): FileTable {
  const nonEmpty = matrix.filter((r) => r.some((c) => c !== null && c !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) throw refuse();
  const columns = header.map((c, i) => (c ?? '').trim() || `column_${i + 1}`);
  if (new Set(columns).size !== columns.length) throw refuse();
  if (rows.length > MAX_ROWS)
    throw ApiError.field('content_base64', 'max', `rows: at most ${MAX_ROWS}`);
  return {
    sheets,
    sheet,
    columns,
    rows: rows.map((r) =>
      columns.map((_, i) => {
        const v = r[i];
        return v === undefined || v === null || v === '' ? null : v;
      }),
    ),
  };
}

/** A spreadsheet cell as text: dates as `YYYY-MM-DD` (or with the time when it has one). */
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return null;
  }
  return String(value);
}

export async function parseDataFile(
  fileName: string,
  base64: string,
  sheet: string | null | undefined,
): Promise<FileTable> {
  if (base64.length > Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4) {
    throw ApiError.field('content_base64', 'max', 'The file is larger than 5 MB');
  }
  const bytes = Buffer.from(base64, 'base64');
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt') {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    if (parsed.errors.some((e) => e.type === 'Delimiter' && parsed.data.length > 1)) throw refuse();
    return tableOf(parsed.data, [], null);
  }
  if (ext === 'xlsx') {
    const book = new ExcelJS.Workbook();
    try {
      // exceljs types its argument as its own Buffer; a Node Buffer is one.
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw refuse();
    }
    const sheets = book.worksheets.map((w) => w.name);
    const picked = sheet ? book.getWorksheet(sheet) : book.worksheets[0];
    if (!picked) throw refuse('sheet');
    const matrix: (string | null)[][] = [];
    picked.eachRow({ includeEmpty: false }, (row) => {
      const cells: (string | null)[] = [];
      for (let i = 1; i <= picked.columnCount; i++) cells.push(cellText(row.getCell(i).value));
      matrix.push(cells);
    });
    return tableOf(matrix, sheets, picked.name);
  }
  throw ApiError.field('file_name', 'format', FORMAT);
}
