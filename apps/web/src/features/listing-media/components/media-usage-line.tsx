import type { MediaUsage } from '@afrinest/contract';
import { formatBytes, formatCount } from '@/lib/format-bytes';

/** "12 of 30 photos on this listing · agency storage 120 MB of 5 GB · 340 of 3,000 images". */
export const usageText = (u: MediaUsage): string =>
  [
    `${formatCount(u.filesOnListing)} of ${formatCount(u.maxFilesPerListing)} photos on this listing`,
    `agency storage ${formatBytes(u.storageBytes)} of ${formatBytes(u.storageQuotaBytes)}`,
    `${formatCount(u.images)} of ${formatCount(u.imageQuota)} images`,
  ].join(' · ');

export function MediaUsageLine({ usage }: { usage: MediaUsage }) {
  return <p className="text-sm text-gray-700">{usageText(usage)}</p>;
}
