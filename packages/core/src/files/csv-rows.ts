// Reading an uploaded CSV text in one pass (issue 23). A file comes from anyone with an admin screen, so
// its shape is not trusted: every character is looked at once, a row keeps at most `maxColumns` cells
// and a cell at most `maxCellChars` characters (longer ones are only marked), and the reader stops every
// `sliceChars` characters or `sliceRows` rows so the caller can let other requests run in between.

/** Yielded between slices of work; the caller may wait (e.g. for the event loop) before going on. */
export const PAUSE = Symbol('pause');

export type CsvLimits = {
  maxColumns: number;
  maxCellChars: number;
  sliceChars?: number;
  sliceRows?: number;
};

export type CsvRow = {
  /** 1 = the first row; rows with nothing but blanks are skipped and not counted. */
  index: number;
  /** The first `maxColumns` cells; a cell longer than `maxCellChars` is '' and listed in `longCells`. */
  cells: string[];
  /** The row had more than `maxColumns` cells. */
  tooManyColumns: boolean;
  /** Indexes (in `cells`) of the cells that were too long to keep. */
  longCells: number[];
};

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * The rows of `text` split at `delimiter` (one character): RFC 4180 quoting ("a ""b"", c" is one
 * cell; a quoted cell may hold line breaks; a quote not at a cell's start is an ordinary character, an
 * unclosed quote runs to the end), rows end at CRLF, LF or CR.
 */
export function* csvRows(
  text: string,
  delimiter: string,
  limits: CsvLimits,
): Generator<CsvRow | typeof PAUSE> {
  const sliceChars = limits.sliceChars ?? 16_384;
  const sliceRows = limits.sliceRows ?? 500;
  const separator = delimiter.charCodeAt(0);
  const end = text.length;
  let at = 0;
  let nextPause = sliceChars;
  let rowsInSlice = 0;
  let index = 0;
  let row: CsvRow = { index: 0, cells: [], tooManyColumns: false, longCells: [] };
  let count = 0; // cells seen in this row, kept or not
  let blank = true; // every cell of the row so far, kept or not, is empty or blanks

  /** A cell's text, or null when it ran past `maxCellChars` (then it counts as content). */
  const keep = (value: string | null) => {
    blank &&= value !== null && value.trim() === '';
    if (count >= limits.maxColumns) row.tooManyColumns = true;
    else if (value === null) {
      row.longCells.push(count);
      row.cells.push('');
    } else row.cells.push(value);
    count += 1;
  };

  // The quoted part of the cell being read, up to `maxCellChars` characters, and its whole length.
  const parts: string[] = [];
  let length = 0;
  const collect = (from: number, to: number, piece?: string) => {
    length += to - from;
    if (length <= limits.maxCellChars) parts.push(piece ?? text.slice(from, to));
  };

  while (at <= end) {
    // A quoted start ("…", with "" for a quote) then, quoted or not, a stretch up to the next delimiter
    // or line break. Each character is read once; a long cell is read in slices too. Only the first
    // `maxCellChars` characters are ever copied: past them the cell is too long anyway and is only
    // scanned to its end, so a hostile cell costs no memory.
    parts.length = 0;
    length = 0;
    if (text.charCodeAt(at) === QUOTE) {
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          collect(from, end);
          at = end;
          break;
        }
        collect(from, quote);
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          at = quote + 1;
          break;
        }
        collect(quote, quote + 1, '"');
        from = quote + 2;
        if (from >= nextPause) {
          yield PAUSE;
          nextPause = from + sliceChars;
        }
      }
    }
    const start = at;
    while (at < end) {
      const code = text.charCodeAt(at);
      if (code === separator || code === LF || code === CR) break;
      at += 1;
      if (at >= nextPause) {
        yield PAUSE;
        nextPause = at + sliceChars;
      }
    }
    length += at - start;
    keep(length > limits.maxCellChars ? null : parts.join('') + text.slice(start, at));
    const code = at < end ? text.charCodeAt(at) : -1;
    if (code === separator) {
      at += 1;
    } else {
      // A line break or the end: the row is complete.
      at += code === CR && text.charCodeAt(at + 1) === LF ? 2 : 1;
      if (!blank) {
        index += 1;
        row.index = index;
        yield row;
        rowsInSlice += 1;
      }
      row = { index: 0, cells: [], tooManyColumns: false, longCells: [] };
      count = 0;
      blank = true;
    }
    if (at >= nextPause || rowsInSlice >= sliceRows) {
      yield PAUSE;
      nextPause = at + sliceChars;
      rowsInSlice = 0;
    }
  }
}

/** Runs a sliced piece of work to its end at once (in the browser, and where nothing else waits). */
export function runAtOnce<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
