import { formatMinorUnits, type VendorPricing } from '@karamu/shared';

/** A vendor's price range as a card shows it: "KES 5,000 – KES 20,000", "From …", "Up to …". */
export function formatPriceRange(
  min: number | null,
  max: number | null,
  currency: string,
): string | null {
  if (min !== null && max !== null) {
    return min === max
      ? formatMinorUnits(min, currency)
      : `${formatMinorUnits(min, currency)} – ${formatMinorUnits(max, currency)}`;
  }
  if (min !== null) return `From ${formatMinorUnits(min, currency)}`;
  if (max !== null) return `Up to ${formatMinorUnits(max, currency)}`;
  return null;
}

/** A service's price: "KES 50,000", "From KES 50,000", "KES 500 per guest". */
export function formatServicePrice(service: {
  pricing: VendorPricing;
  priceMinor: number;
  currency: string;
  unit: string | null;
}): string {
  const amount = formatMinorUnits(service.priceMinor, service.currency);
  switch (service.pricing) {
    case 'from':
      return `From ${amount}`;
    case 'per_unit':
      return service.unit ? `${amount} per ${service.unit}` : amount;
    default:
      return amount;
  }
}

/** "4.5 (12 reviews)", or null without reviews. */
export function formatRating(rating: number | null, reviewCount: number): string | null {
  if (rating === null || reviewCount === 0) return null;
  return `${rating.toFixed(1)} (${reviewCount === 1 ? '1 review' : `${reviewCount} reviews`})`;
}
