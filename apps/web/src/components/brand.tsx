// The Satark mark and name, linking home: in the main layout's navbar and footer and on the static pages.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { SatarkMark } from './ui/brand-marks';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
        <SatarkMark />
      </span>
      {t('brand')}
    </Link>
  );
}
