/**
 * The one rounding rule of money (docs/decisions/quotes-and-projects.md "Money: minor units and the rounding rule"): a
 * quotient of integers rounded to the nearest integer, ties to the even neighbour (IEEE 754
 * roundTiesToEven, "banker's rounding"), so rounding many lines has no upward bias. Computed on
 * `bigint`, so no step passes through a float.
 */

/**
 * `numerator / denominator` rounded half to even.
 * @throws RangeError when `denominator` is zero.
 */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  if (denominator < 0n) return divideHalfEven(-numerator, -denominator);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twiceRemainder = (magnitude % denominator) * 2n;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}
