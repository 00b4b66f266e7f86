import { ItemCode } from '@afrinest/contract';

const KB = 1024;
/** Binary units, as media quotas and photo storage are set and shown (1 MB = 1,048,576 bytes). */
export const BYTES_PER_MB = KB * 1024;
export const BYTES_PER_GB = BYTES_PER_MB * 1024;

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** One decimal below 10 ("4.2 GB"), none above ("120 MB"). */
const amount = (value: number) => (value < 10 ? oneDecimal : whole).format(value);

/** Storage as people read it: "820 KB", "120 MB", "4.2 GB", "-120 MB" for a negative change. */
export function formatBytes(bytes: number): string {
  const sign = bytes < 0 ? '-' : '';
  const size = Math.abs(bytes);
  if (size >= BYTES_PER_GB) return `${sign}${amount(size / BYTES_PER_GB)} GB`;
  if (size >= BYTES_PER_MB) return `${sign}${amount(size / BYTES_PER_MB)} MB`;
  return `${sign}${whole.format(Math.ceil(size / KB))} KB`;
}

/** Whole numbers with thousands separated: "3,000". */
export const formatCount = (n: number): string => whole.format(n);

/** An item counted in bytes: the built-in photo storage, or an admin's item whose unit says so. */
export const isBytesItem = (item: { code: string; unit: string }): boolean =>
  item.code === ItemCode.PHOTO_STORAGE || item.unit.trim().toLowerCase() === 'bytes';
