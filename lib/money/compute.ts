/**
 * Prices a quote or an invoice (docs/decisions/quotes-and-projects.md "Money: minor units and the rounding rule"). Amounts are
 * integer minor units of one currency (cents for USD), quantities integer thousandths (`quantityMilli`:
 * 1.5 hours is 1500), discounts and tax rates integer basis points (`…Bp`: 7.5 % is 750). Each line is
 * rounded once per step, half to even (lib/money/rounding.ts): its net (quantity × unit price less its
 * own discount), its share of the document's discount, then its tax; every total is the plain sum of the
 * rounded line figures, so the document adds up exactly as printed. Tax is `exclusive` (added on top of
 * the prices) or `inclusive` (contained in them). Computed on `bigint`: no float ever holds money.
 */
import { divideHalfEven } from "./rounding";

/** Basis points in a whole (100 %). */
export const WHOLE_BP = 10_000;

/** The largest amount any figure may reach, in minor units (every figure stays an exact JS number). */
export const MAX_AMOUNT_MINOR = Number.MAX_SAFE_INTEGER;

/** Whether tax is added on top of the prices or already contained in them. */
export type TaxMode = "exclusive" | "inclusive";

/** One priced line as entered. */
export interface MoneyLineInput {
  /** Thousandths of a unit (1 unit = 1000); never negative. */
  quantityMilli: number;
  /** Minor units per unit; negative only on a credit. */
  unitPriceMinor: number;
  /** This line's own discount, 0…10000 basis points. */
  discountBp?: number;
  /** This line's tax rate in basis points; the document's rate when absent. */
  taxRateBp?: number | null;
  /**
   * An amount already invoiced, taken off as it is (the deposit on a final invoice): its price may be
   * negative, it takes no share of the document's discount and no tax.
   */
  deduction?: boolean;
}

/** A document to price. */
export interface MoneyDocumentInput {
  lines: readonly MoneyLineInput[];
  /** The discount on the whole document, 0…10000 basis points, shared out over the lines. */
  discountBp?: number;
  /** The tax rate of lines that name none, in basis points. */
  taxRateBp?: number;
  taxMode: TaxMode;
  /** The share of the total asked up front, 0…10000 basis points. */
  depositBp?: number;
  /** A credit note: negative prices allowed, so figures may be negative. */
  credit?: boolean;
}

/** One line's rounded figures, in minor units. */
export interface MoneyLine {
  /** Quantity × unit price, less the line's own discount. */
  netMinor: number;
  /** This line's share of the document's discount. */
  documentDiscountMinor: number;
  /** What the tax is reckoned on: `netMinor − documentDiscountMinor` (tax included when `inclusive`). */
  taxableMinor: number;
  taxRateBp: number;
  taxMinor: number;
  /** What the line adds to the total. */
  totalMinor: number;
}

/** A priced document: its lines and their sums, in minor units. */
export interface MoneyTotals {
  lines: MoneyLine[];
  /** Σ line net. */
  subtotalMinor: number;
  /** Σ line share of the document discount. */
  discountMinor: number;
  /** Σ line tax. */
  taxMinor: number;
  /** Σ line total. */
  totalMinor: number;
  /** The deposit asked: the total × deposit rate, rounded by the same rule. */
  depositMinor: number;
}

function basisPoints(value: number | undefined | null, name: string, max = WHOLE_BP): bigint {
  const bp = value ?? 0;
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > max) throw new RangeError(`${name} must be 0…${max} basis points`);
  return BigInt(bp);
}

function safe(value: bigint, name: string): number {
  if (value > BigInt(MAX_AMOUNT_MINOR) || value < -BigInt(MAX_AMOUNT_MINOR))
    throw new RangeError(`${name} is too large`);
  return Number(value);
}

/**
 * Prices `input` by the rule above.
 * @throws RangeError when a figure is not an integer in range, a price is negative outside a credit, or a
 * sum would pass `MAX_AMOUNT_MINOR`.
 */
export function computeTotals(input: MoneyDocumentInput): MoneyTotals {
  const documentDiscount = basisPoints(input.discountBp, "The discount");
  const documentRate = basisPoints(input.taxRateBp, "The tax rate", 100 * WHOLE_BP);
  const whole = BigInt(WHOLE_BP);
  const lines: MoneyLine[] = [];
  let subtotal = 0n;
  let discount = 0n;
  let tax = 0n;
  let total = 0n;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli < 0)
      throw new RangeError("A quantity must be a whole number of thousandths, not negative");
    if (!Number.isSafeInteger(line.unitPriceMinor)) throw new RangeError("A unit price must be whole minor units");
    if (line.unitPriceMinor < 0 && !input.credit && !line.deduction)
      throw new RangeError("A unit price cannot be negative");
    const lineDiscount = basisPoints(line.discountBp, "A line discount");
    const rate = line.deduction
      ? 0n
      : line.taxRateBp == null
        ? documentRate
        : basisPoints(line.taxRateBp, "A tax rate", 100 * WHOLE_BP);
    const net = divideHalfEven(
      BigInt(line.quantityMilli) * BigInt(line.unitPriceMinor) * (whole - lineDiscount),
      1000n * whole,
    );
    const share = line.deduction ? 0n : divideHalfEven(net * documentDiscount, whole);
    const taxable = net - share;
    const lineTax =
      input.taxMode === "exclusive"
        ? divideHalfEven(taxable * rate, whole)
        : taxable - divideHalfEven(taxable * whole, whole + rate);
    const lineTotal = input.taxMode === "exclusive" ? taxable + lineTax : taxable;
    subtotal += net;
    discount += share;
    tax += lineTax;
    total += lineTotal;
    lines.push({
      netMinor: safe(net, "A line"),
      documentDiscountMinor: safe(share, "A line's discount"),
      taxableMinor: safe(taxable, "A line"),
      taxRateBp: Number(rate),
      taxMinor: safe(lineTax, "A line's tax"),
      totalMinor: safe(lineTotal, "A line"),
    });
  }
  const deposit = divideHalfEven(total * basisPoints(input.depositBp, "The deposit"), whole);
  return {
    lines,
    subtotalMinor: safe(subtotal, "The subtotal"),
    discountMinor: safe(discount, "The discount"),
    taxMinor: safe(tax, "The tax"),
    totalMinor: safe(total, "The total"),
    depositMinor: safe(deposit, "The deposit"),
  };
}
