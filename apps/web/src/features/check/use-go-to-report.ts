import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { session } from '../../lib/session';
import type { ReportPrefill } from './check-api';

/** Sends the reporter to the report form with the checked value, through login when signed out. */
export function useGoToReport() {
  const navigate = useNavigate();
  return (prefill: ReportPrefill) => {
    if (session.getToken()) navigate(paths.reportScam, { state: prefill });
    else navigate(paths.login, { state: { ...prefill, from: paths.reportScam } });
  };
}
