const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** One decimal below 10 ("4.2 GB"), none above ("120 MB"). */
const amount = (value: number) => (value < 10 ? oneDecimal : whole).format(value);

/** Storage as people read it: "820 KB", "120 MB", "4.2 GB" (binary units, as quotas are set). */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${amount(bytes / GB)} GB`;
  if (bytes >= MB) return `${amount(bytes / MB)} MB`;
  return `${whole.format(Math.ceil(bytes / KB))} KB`;
}

/** Whole numbers with thousands separated: "3,000". */
export const formatCount = (n: number): string => whole.format(n);
