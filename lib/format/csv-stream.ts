/**
 * A CSV download streamed from batches of rows (RFC 4180 through csv-stringify): the header first, then
 * one batch per pull, so an export's memory stays flat whatever the table's size. Each export passes its
 * own csv-stringify options (formula escaping, line ends) and turns a row into its cells.
 */
import { stringify, type Options } from "csv-stringify/sync";

/** The CSV of `batches` under `header` as a UTF-8 byte stream; cancelling it stops the batches. */
export function csvStream<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => string[],
  options: Options,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(stringify([[...header]], options)));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(stringify(next.value.map(cells), options)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
