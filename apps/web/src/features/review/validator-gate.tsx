// Only validators reach the review page; anyone else (a visitor, a signed-in non-validator) gets the
// ordinary 404 page, so the page does not even admit that it exists.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/use-current-user';
import { NotFoundPage } from '../static-pages';

export default function ValidatorGate() {
  const { isValidator, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-brand-600">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!isValidator) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
