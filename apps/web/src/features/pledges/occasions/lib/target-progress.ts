/** How much of the target is paid, in whole percent (past 100 when collected beyond it); null without a target. */
export function getTargetPercent(paidMinor: number, targetMinor: number | null): number | null {
  if (targetMinor === null || targetMinor <= 0) return null;
  return Math.floor((paidMinor / targetMinor) * 100);
}
