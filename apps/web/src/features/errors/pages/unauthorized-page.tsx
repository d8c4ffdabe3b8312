import { ErrorResult } from './error-result.tsx';

export default function UnauthorizedPage() {
  return <ErrorResult status="403" />;
}
