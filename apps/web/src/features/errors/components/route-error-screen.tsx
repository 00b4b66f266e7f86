import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui';

export interface RouteErrorScreenProps {
  /** Product name for the page title; passed in so this screen needs no app context. */
  productName: string;
}

/** The router's errorElement: any error while routing or rendering a route lands here. */
export function RouteErrorScreen({ productName }: RouteErrorScreenProps) {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    document.title = `Page Not Found | ${productName}`;
  }, [productName]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">Page Not Found</h1>
      <p className="max-w-md text-gray-700">
        Something went wrong while opening this page. Go back and try again.
      </p>
      <Button onClick={() => void navigate(-1)}>Go Back</Button>
    </main>
  );
}
