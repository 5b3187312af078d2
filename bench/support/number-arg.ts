/** A bench's numeric command-line option, `--name N`: a positive whole number, or `fallback` when absent. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number`);
  return value;
}
