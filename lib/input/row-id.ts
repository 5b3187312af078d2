/**
 * The zod building block for a row id sent by a form, an action or a URL. Ids are PostgreSQL
 * `serial` (int4, at most 2,147,483,647): a larger number names no row and would make the query fail
 * instead of answering "not found", so it is refused here with the other malformed ids.
 */
import { z } from "zod";

/** The largest value of a PostgreSQL `serial` column. */
export const MAX_ROW_ID = 2_147_483_647;

/** A positive int4 id given as a number (`message` when it is not one). */
export function rowId(message = "Unknown id") {
  return z.number(message).int(message).positive(message).max(MAX_ROW_ID, message);
}

/** The same, read from text (FormData, a path or a query string). */
export function coercedRowId(message = "Unknown id") {
  return z.coerce.number(message).int(message).positive(message).max(MAX_ROW_ID, message);
}
