// The check card's form: its title, the type tabs and the chosen type's field with the Paste and
// Check buttons.
import * as Tabs from '@radix-ui/react-tabs';
import { ClipboardPaste } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import { Button } from '../../components/ui/button';
import { CheckField, type CheckFieldProps } from './check-field';

/** The Clipboard API's read, where the browser has it (secure pages; not Firefox's web content). */
const canPaste = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';

interface CheckFormProps extends CheckFieldProps {
  busy: boolean;
  onTypeChange: (type: ReportType) => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  onPaste: () => Promise<void>;
}

export function CheckForm({ busy, onTypeChange, onSubmit, onPaste, ...field }: CheckFormProps) {
  const { t } = useTranslation('check');
  const { type } = field;
  return (
    <div className="p-5 sm:p-8">
      <h2 id="check-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 sm:text-base">{t('subtitle')}</p>

      {/* Radix's tablist: arrow keys, Home and End move between the tabs, with a roving tabindex.
          The panel is the form below (one form; its field changes with the tab). */}
      <Tabs.Root asChild value={type} onValueChange={(next) => onTypeChange(next as ReportType)}>
        <Tabs.List aria-label={t('tabsLabel')} className="mt-5 grid grid-cols-5 gap-1 rounded-xl bg-slate-100 p-1">
          {REPORT_TYPES.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              id={`check-tab-${tab}`}
              aria-controls="check-panel"
              disabled={busy}
              className={`rounded-lg px-1 py-2 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed sm:text-sm ${
                tab === type ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>

      <form
        id="check-panel"
        role="tabpanel"
        aria-labelledby={`check-tab-${type}`}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 flex flex-col gap-4"
      >
        <CheckField {...field} />
        <div className="flex flex-col gap-3 sm:flex-row">
          {(type === 'sms' || type === 'website') && canPaste() && (
            <Button
              variant="secondary"
              size="lg"
              disabled={busy}
              onClick={() => void onPaste()}
              className="w-full sm:w-auto"
              data-testid="check-paste"
            >
              <ClipboardPaste className="size-5" aria-hidden="true" />
              {t('paste')}
            </Button>
          )}
          <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
            {t('submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
