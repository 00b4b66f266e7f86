export interface ProgressBarProps {
  /** 0 to 1. */
  fraction: number;
  label: string;
  /** What the numbers mean, read by screen readers ("120 of 300 rows"). */
  valueText: string;
}

/** A determinate progress bar (role="progressbar" with its value in percent). */
export function ProgressBar({ fraction, label, valueText }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-gray-800">
        <span>{label}</span>
        <span>{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full bg-emerald-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
