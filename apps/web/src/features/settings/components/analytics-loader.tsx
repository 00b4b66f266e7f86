import { useEffect } from 'react';
import { ANALYTICS_DETECTION_INTERVAL_MS, Messages } from '@afrinest/contract';
import { useAnalyticsConfig } from '@/features/settings/api/get-analytics-config';
import { injectGtag, isGtagPresent, setGtagDisabled } from '@/features/settings/gtag';

export interface AnalyticsLoaderProps {
  /** False while it is not yet known who the user is: nothing loads before that. */
  ready: boolean;
  /** Admins are never tracked (SPEC §6). */
  excluded: boolean;
}

/**
 * Loads GA4 when the configuration enables it and the user is not an admin, and checks every
 * 5 seconds that gtag is still present (an ad blocker or a script error may remove it).
 */
export function AnalyticsLoader({ ready, excluded }: AnalyticsLoaderProps) {
  const config = useAnalyticsConfig({ enabled: ready && !excluded });

  useEffect(() => {
    if (config.isError) console.error(Messages.FAILED_ANALYTICS);
  }, [config.isError, config.errorUpdatedAt]);

  const measurementId = config.data?.isEnabled ? config.data.measurementId : '';
  const wanted = ready && !excluded && measurementId !== '';

  useEffect(() => {
    if (!wanted) return;
    setGtagDisabled(measurementId, false);
    const ensure = () => {
      if (!isGtagPresent()) injectGtag(measurementId);
    };
    ensure();
    const timer = window.setInterval(ensure, ANALYTICS_DETECTION_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      // Loaded for a visitor who has now signed in as an admin: stop sending from here on.
      setGtagDisabled(measurementId, true);
    };
  }, [wanted, measurementId]);

  return null;
}
