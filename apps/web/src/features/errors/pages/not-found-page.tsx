import { ErrorResult } from './error-result.tsx';

export default function NotFoundPage() {
  return <ErrorResult status="404" />;
}
