import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@afrinest/contract';
import { embeddedInitialData } from '@/lib/embedded-answers';

/** The standing page an admin writes (rates, audiences) under /admin/content-pages. */
export const ADVERTISE_PAGE_PATH = '/api/content/pages/advertisement';

/**
 * GET /api/content/pages/advertisement: the published page, its body already rendered and
 * sanitised by the API. Typed, not parsed: a public page loads no zod before its form.
 */
export async function getAdvertisePage(): Promise<ContentPage> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ContentPage>(ADVERTISE_PAGE_PATH);
  return response.data;
}

export const useAdvertisePage = () =>
  useQuery({
    queryKey: ['content', 'page', 'advertisement'],
    queryFn: getAdvertisePage,
    // Embedded in the page's HTML when the web server draws it (ADR 0024).
    ...embeddedInitialData<ContentPage>(ADVERTISE_PAGE_PATH),
    staleTime: 60_000,
    // Not published (404) stays so: the rest of the page stands without it.
    retry: (count, error) =>
      (error as { response?: { status?: number } }).response?.status !== 404 && count < 2,
  });
