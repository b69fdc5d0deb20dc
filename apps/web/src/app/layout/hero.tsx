import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { AndroidMark } from '../../components/ui/brand-marks';
import { buttonClasses } from '../../components/ui/button';
import { DEFAULT_MESSAGES } from '@satark/shared/constants';
import { links } from '../../config/paths';
import { installPrompt } from '../../lib/install-prompt';
import { formatCount } from '../../lib/numbers';
import { useCountUp } from './count-up';
import { useStats } from './use-stats';

/** The operator's text, or undefined when it is missing or still the default (then the translation shows). */
export const operatorText = (value: string | undefined, key: keyof typeof DEFAULT_MESSAGES) =>
  value && value !== DEFAULT_MESSAGES[key] ? value : undefined;

function Counter({ target, label, testId }: { target: number; label: string; testId: string }) {
  const value = useCountUp(target);
  return (
    <div className="min-w-0 rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20">
      <p
        className="text-2xl font-extrabold tabular-nums sm:text-3xl"
        data-testid={testId}
        aria-label={`${formatCount(target)} ${label}`}
      >
        {formatCount(value)}+
      </p>
      <p className="text-xs font-medium uppercase tracking-wide text-white/80 sm:text-sm">{label}</p>
    </div>
  );
}

/** 'Download Android App': the Play Store listing when configured, else the browser's install prompt. */
function DownloadAppButton() {
  const { t } = useTranslation();
  const canInstall = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  const classes = buttonClasses('secondary', 'md', 'border-white bg-white text-brand-700 hover:bg-brand-50');
  const icon = <AndroidMark />;
  if (links.playStore) {
    return (
      <a href={links.playStore} target="_blank" rel="noreferrer" className={classes}>
        {icon}
        {t('hero.downloadApp')}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      // No app to download yet: the label says so, and a tap offers the browser's install or a hint.
      onClick={async () => {
        if (!canInstall || !(await installPrompt.show())) toast.info(t('hero.appComingSoonHint'));
      }}
    >
      {icon}
      {t('hero.appComingSoonLabel')}
    </button>
  );
}

/** The headline, the two animated counters and the app button (SPEC.md §1). */
export function Hero({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const stats = useStats().data;
  return (
    <section
      className="bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 text-white"
      data-testid="hero"
      data-compact={compact || undefined}
    >
      <div
        className={`mx-auto flex max-w-7xl flex-col px-4 sm:px-6 md:flex-row md:items-center md:justify-between md:gap-5 md:py-8 ${
          compact ? 'gap-0 py-2.5' : 'gap-5 py-6'
        }`}
      >
        <div className="min-w-0">
          <h1
            className={`font-extrabold leading-tight sm:text-3xl ${compact ? 'text-base md:text-2xl' : 'text-2xl'}`}
            data-testid="headline"
          >
            {operatorText(stats?.msgHeader, 'msgHeader') ?? t('defaults.msgHeader')}
          </h1>
          <div className={`mt-4 max-w-md grid-cols-2 gap-3 ${compact ? 'hidden md:grid' : 'grid'}`}>
            <Counter target={stats?.reports ?? 0} label={t('hero.blockedScammers')} testId="counter-reports" />
            <Counter target={stats?.users ?? 0} label={t('hero.usersTrust')} testId="counter-users" />
          </div>
        </div>
        <div className={compact ? 'hidden shrink-0 md:block' : 'shrink-0'}>
          <DownloadAppButton />
        </div>
      </div>
    </section>
  );
}
