import { FILE_SIZE_DECIMALS, FILE_SIZE_STEP, FILE_SIZE_UNITS } from '../constants';

/**
 * '1.50 MB' for 1_500_000: always two decimals, bytes included ('512.00 B'),
 * TB the largest unit. Anything but a finite, non-negative number gives ''.
 */
export function formatFileSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  const last = FILE_SIZE_UNITS.length - 1;
  let value = bytes;
  let unit = 0;
  // Compare the rounded value so that 999_999 B shows as '1.00 MB', not '1000.00 kB'.
  while (unit < last && Number(value.toFixed(FILE_SIZE_DECIMALS)) >= FILE_SIZE_STEP) {
    value /= FILE_SIZE_STEP;
    unit += 1;
  }
  return `${value.toFixed(FILE_SIZE_DECIMALS)} ${FILE_SIZE_UNITS[unit]}`;
}
