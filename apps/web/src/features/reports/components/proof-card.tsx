// The proof files of a report, grouped into Images, Videos, Audios and Pdf, each downloadable.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ProofKind } from '@satark/shared/constants';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { fetchFileUrl, useFileUrl } from '../api/reports';
import { fileNameOf, proofKind } from '../format';
import { useSharedMessage } from '../../../lib/field-message';

const GROUPS: ProofKind[] = ['image', 'video', 'audio', 'pdf'];

export function ProofCard({ proofs }: { proofs: string[] }) {
  const { t } = useTranslation('reports');
  const grouped = GROUPS.map((kind) => ({ kind, files: proofs.filter((proof) => proofKind(proof) === kind) })).filter(
    (group) => group.files.length > 0,
  );
  if (grouped.length === 0) return null;
  return (
    <section aria-labelledby="proof-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="proof-title" className="text-lg font-semibold text-slate-900">
        {t('proof.title')}
      </h2>
      <div className="mt-3 space-y-5">
        {grouped.map(({ kind, files }) => (
          <div key={kind}>
            <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t(`proof.${kind}`)}</h3>
            {kind === 'image' ? (
              <ul className="mt-2 grid grid-cols-3 gap-2">
                {files.map((proof) => (
                  <li key={proof} className="relative">
                    <Thumbnail proof={proof} />
                    <DownloadButton proof={proof} className="absolute top-1 right-1 bg-white/90 shadow" />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {files.map((proof) => (
                  <li key={proof} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span className="min-w-0 truncate text-sm text-slate-700">{fileNameOf(proof)}</span>
                    <DownloadButton proof={proof} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function Thumbnail({ proof }: { proof: string }) {
  const { t } = useTranslation('reports');
  const sharedMessage = useSharedMessage();
  const url = useFileUrl(proof);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const failed = url.isError || state === 'failed';
  return (
    <div className="flex h-[120px] items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {failed ? (
        <p className="px-2 text-center text-xs text-slate-500">{sharedMessage(CLIENT_MESSAGES.imageUnavailable)}</p>
      ) : (
        <>
          {state === 'loading' && (
            <p className="px-2 text-center text-xs text-slate-500">{sharedMessage(CLIENT_MESSAGES.loadingThumbnail)}</p>
          )}
          {url.data && (
            <img
              src={url.data}
              alt={t('proof.imageAlt', { name: fileNameOf(proof) })}
              onLoad={() => setState('loaded')}
              onError={() => setState('failed')}
              className={state === 'loaded' ? 'h-[120px] w-full object-cover' : 'hidden'}
            />
          )}
        </>
      )}
    </div>
  );
}

function DownloadButton({ proof, className = '' }: { proof: string; className?: string }) {
  const { t } = useTranslation('reports');
  const sharedMessage = useSharedMessage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = await fetchFileUrl(proof);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(proof);
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error(sharedMessage(CLIENT_MESSAGES.downloadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-label={t('proof.download', { name: fileNameOf(proof) })}
      className={`rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50 ${className}`}
    >
      <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
        <path d="M10 3a1 1 0 0 1 1 1v6.6l1.3-1.3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0l-3-3a1 1 0 1 1 1.4-1.4L9 10.6V4a1 1 0 0 1 1-1zM4 14a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1z" />
      </svg>
    </button>
  );
}
