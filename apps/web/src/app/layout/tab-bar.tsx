import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

/** Learn, Report Scam (red), Reports, Leader Board. `learnActive` marks Learn on home and modal pages. */
export function TabBar({ learnActive, hideOnSmall }: { learnActive: boolean; hideOnSmall: boolean }) {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.learn, label: t('nav.learn'), red: false },
    { to: paths.reportScam, label: t('nav.reportScam'), red: true },
    { to: paths.reports, label: t('nav.reports'), red: false },
    { to: paths.leaderBoard, label: t('nav.leaderBoard'), red: false },
  ];
  return (
    <nav
      aria-label={t('nav.tabs')}
      data-testid="tab-bar"
      className={`border-b border-slate-200 bg-white ${hideOnSmall ? 'hidden md:block' : ''}`}
    >
      <ul className="mx-auto flex max-w-7xl overflow-x-auto px-1 sm:gap-1 sm:px-4">
        {tabs.map((tab) => (
          <li key={tab.to} className="flex-1 shrink-0 text-center sm:flex-none">
            <NavLink
              to={tab.to}
              className={({ isActive }) => {
                const active = isActive || (learnActive && tab.to === paths.learn);
                const colour = tab.red
                  ? active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-brand-600 hover:text-brand-700'
                  : active
                    ? 'border-slate-900 text-slate-900'
                    : 'border-transparent text-slate-600 hover:text-slate-900';
                return `block border-b-2 px-1.5 py-3.5 text-[13px] font-semibold sm:px-4 sm:text-sm whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 ${colour}`;
              }}
              aria-current={learnActive && tab.to === paths.learn ? 'page' : undefined}
            >
              {tab.red && (
                <span
                  className="mr-1.5 inline-block size-2 rounded-full bg-brand-600 align-middle"
                  aria-hidden="true"
                />
              )}
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
