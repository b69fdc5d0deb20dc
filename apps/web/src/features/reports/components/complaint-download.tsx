// "Download complaint file": the reporter's own report as the PDF of API.md (my-reports/{entryId}/
// complaint.pdf), in the app's language, with the one-line hint about 1930 and cybercrime.gov.in.
// The API wants the bearer token, so the file is fetched as a blob and saved from here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportEntry, ScammerRecord } from '@satark/shared/api-types';
import { Button } from '../../../components/ui/button';
import { api, getFile } from '../../../lib/api-client';
import { useServerMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

/** Saves a blob under `name` through a temporary object URL. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The viewer's own entry of an entity, from the detail call (which marks it `mine`). */
async function ownEntryId(entityId: string): Promise<string | null> {
  const detail = await api.get<{ success: true; data: ScammerRecord }>('/scam-report/spammer-detail', {
    id: entityId,
  });
  return detail.data.reports?.find((entry) => entry.mine)?.id ?? null;
}

export interface ComplaintDownloadProps {
  /** The entry, when known (the detail page); otherwise it is looked up from `entityId` (the list). */
  entryId?: string;
  entityId?: string;
  /** Under the button: the hint about 1930 and cybercrime.gov.in (off in tight list cells). */
  withHint?: boolean;
  compact?: boolean;
}

export function ComplaintDownload({ entryId, entityId, withHint = true, compact = false }: ComplaintDownloadProps) {
  const { t, i18n } = useTranslation('reports');
  const say = useServerMessage();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const id = entryId ?? (entityId ? await ownEntryId(entityId) : null);
      if (!id) throw new Error('no own entry');
      const lang = i18n.language.startsWith('hi') ? 'hi' : 'en';
      const { blob, fileName } = await getFile(`/scam-report/my-reports/${encodeURIComponent(id)}/complaint.pdf`, {
        lang,
      });
      saveBlob(blob, fileName ?? 'satark-complaint.pdf');
    } catch (error) {
      toast.error(error instanceof Error && error.message === 'no own entry' ? t('complaint.failed') : say(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={compact ? '' : 'space-y-1'}>
      <Button
        type="button"
        variant="secondary"
        size={compact ? 'sm' : 'md'}
        loading={busy}
        onClick={() => void download()}
        aria-label={compact ? t('complaint.action') : undefined}
      >
        {t(compact ? 'complaint.actionShort' : 'complaint.action')}
      </Button>
      {withHint && <p className="text-xs text-slate-600">{t('complaint.hint')}</p>}
    </div>
  );
}

/** The hint alone, shown once above the My Reports list whose rows carry compact buttons. */
export function ComplaintHint() {
  const { t } = useTranslation('reports');
  return <p className="text-sm text-slate-600">{t('complaint.hint')}</p>;
}

/** The viewer's own entry among an entity's entries, if any. */
export const findOwnEntry = (entries: ReportEntry[]) => entries.find((entry) => entry.mine);
