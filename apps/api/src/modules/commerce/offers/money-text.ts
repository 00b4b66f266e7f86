import { priceFromMinor, type Currency } from '@afrinest/contract';

/** "UGX 1,500,000" or "USD 1,234.50": how a mail or a message shows an amount. */
export function moneyText(minor: number, currency: Currency): string {
  const [whole, fraction] = priceFromMinor(minor, currency).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${fraction === undefined ? grouped : `${grouped}.${fraction}`}`;
}
