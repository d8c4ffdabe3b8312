import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /redirect/<path>: re-navigates to <path> (tab refresh). */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
