import { IMPORT_MAX_FILE_ROWS } from '@afrinest/contract';

/** A data row and its row number in the spreadsheet (the header is row 1). */
export interface SheetRow {
  line: number;
  cells: string[];
}
/** A sheet as text: the header row and the data rows, every cell a trimmed string. */
export interface Sheet {
  fileName: string;
  headers: string[];
  rows: SheetRow[];
}

export class SheetError extends Error {}

/** CSV read this much at a time, so a large file reports progress and never freezes the page. */
const CSV_CHUNK_BYTES = 256 * 1024;

const isXlsx = (file: File) =>
  /\.xlsx$/i.test(file.name) ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || /csv|text\/plain/.test(file.type);

/**
 * The first non-empty row names the columns (a blank header becomes "Column 3"); empty rows are
 * skipped but keep the numbering, so row 7 here is row 7 in the spreadsheet.
 */
function toSheet(fileName: string, table: string[][]): Sheet {
  const numbered = table
    .map((cells, i) => ({ line: i + 1, cells: cells.map((c) => c.trim()) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const [first, ...rows] = numbered;
  if (!first) throw new SheetError('The file has no rows.');
  if (rows.length === 0)
    throw new SheetError('The file has a header row but no listings under it.');
  if (rows.length > IMPORT_MAX_FILE_ROWS)
    throw new SheetError(
      `The file has over ${IMPORT_MAX_FILE_ROWS} rows; import at most ${IMPORT_MAX_FILE_ROWS} at a time.`,
    );
  // Excel saves CSV with a byte-order mark that would stick to the first header.
  const headers = first.cells.map((h, i) => h.replace(/^\uFEFF/, '').trim() || `Column ${i + 1}`);
  return { fileName, headers, rows };
}

async function readCsv(file: File, onProgress: (fraction: number) => void): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  return new Promise((resolve, reject) => {
    const table: string[][] = [];
    Papa.parse<string[]>(file, {
      chunkSize: CSV_CHUNK_BYTES,
      chunk: (results, parser) => {
        table.push(...results.data);
        onProgress(Math.min(1, results.meta.cursor / Math.max(1, file.size)));
        // toSheet reports the row limit; the rest of a huge file need not be read.
        if (table.length > IMPORT_MAX_FILE_ROWS + 1) parser.abort();
      },
      complete: () => resolve(table),
      error: (error) => reject(new SheetError(`The CSV file could not be read: ${error.message}`)),
    });
  });
}

/** Cells as text; numbers exactly as written in the file (a price never passes through a float). */
async function readXlsx(file: File): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  try {
    const rows = await readSheet<string>(file, { parseNumber: (text) => text });
    return rows.map((row) =>
      row.map((cell) =>
        cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell),
      ),
    );
  } catch {
    throw new SheetError(
      'The XLSX file could not be read. Save it again from your spreadsheet program.',
    );
  }
}

/** Reads a CSV or XLSX file in the browser; the parsers load only when a file is chosen. */
export async function readSheetFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Sheet> {
  if (isXlsx(file)) {
    const table = await readXlsx(file);
    onProgress(1);
    return toSheet(file.name, table);
  }
  if (isCsv(file)) return toSheet(file.name, await readCsv(file, onProgress));
  throw new SheetError('Choose a CSV or XLSX file.');
}
