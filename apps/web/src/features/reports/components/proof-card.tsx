// The proof files of a report, grouped into Images, Videos, Audios and Pdf, each downloadable.
// An image opens full size on a tap (pinch-zoom on phones), audio and video play inline, a PDF
// opens in a new tab.
import { Download, X } from 'lucide-react';
import * as Dialog from '@radix-ui/react-dialog';
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
                  <li key={proof} className="px-3 py-2">
                    <div className="flex items-center justify-between gap-3">
                      {kind === 'pdf' ? (
                        <PdfLink proof={proof} />
                      ) : (
                        <span className="min-w-0 truncate text-sm text-slate-700">{fileNameOf(proof)}</span>
                      )}
                      <DownloadButton proof={proof} />
                    </div>
                    {(kind === 'audio' || kind === 'video') && <MediaPlayer kind={kind} proof={proof} />}
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
  const name = fileNameOf(proof);
  return (
    <Dialog.Root>
      <Dialog.Trigger
        disabled={failed || state !== 'loaded'}
        aria-label={t('proof.open', { name })}
        className="flex h-[120px] w-full items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none enabled:cursor-zoom-in"
      >
        {failed ? (
          <span className="px-2 text-center text-xs text-slate-500">
            {sharedMessage(CLIENT_MESSAGES.imageUnavailable)}
          </span>
        ) : (
          <>
            {state === 'loading' && (
              <span className="px-2 text-center text-xs text-slate-500">
                {sharedMessage(CLIENT_MESSAGES.loadingThumbnail)}
              </span>
            )}
            {url.data && (
              <img
                src={url.data}
                alt={t('proof.imageAlt', { name })}
                width={240}
                height={120}
                onLoad={() => setState('loaded')}
                onError={() => setState('failed')}
                className={state === 'loaded' ? 'h-[120px] w-full object-cover' : 'hidden'}
              />
            )}
          </>
        )}
      </Dialog.Trigger>
      {url.data && <ImageViewer src={url.data} name={name} />}
    </Dialog.Root>
  );
}

/** The image full size on a dark screen; a tap toggles fit and actual size, phones can pinch. */
function ImageViewer({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const [actualSize, setActualSize] = useState(false);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
      <Dialog.Content
        aria-describedby={undefined}
        data-testid="proof-viewer"
        className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 outline-none"
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 text-white">
          <Dialog.Title className="min-w-0 truncate text-sm font-semibold">
            {t('proof.viewerTitle', { name })}
          </Dialog.Title>
          <div className="flex shrink-0 items-center gap-2">
            <button
              type="button"
              onClick={() => setActualSize((value) => !value)}
              className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              {actualSize ? t('proof.zoomOut') : t('proof.zoomIn')}
            </button>
            <Dialog.Close
              aria-label={tc('close')}
              className="rounded-lg p-2 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
        </div>
        {/* touch-action keeps the browser's own pinch-zoom and panning on the image. */}
        <div className="min-h-0 flex-1 overflow-auto [touch-action:pan-x_pan-y_pinch-zoom]">
          <img
            src={src}
            alt={t('proof.imageAlt', { name })}
            onClick={() => setActualSize((value) => !value)}
            className={
              actualSize ? 'max-w-none cursor-zoom-out' : 'mx-auto h-full w-full cursor-zoom-in object-contain'
            }
          />
        </div>
        <p className="px-4 py-2 text-center text-xs text-white/70">{t('proof.pinchHint')}</p>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Audio and video play in the page, with the browser's own controls. */
function MediaPlayer({ kind, proof }: { kind: 'audio' | 'video'; proof: string }) {
  const { t } = useTranslation('reports');
  const url = useFileUrl(proof);
  const [failed, setFailed] = useState(false);
  if (url.isError || failed) return <p className="mt-2 text-xs text-slate-500">{t('proof.mediaUnavailable')}</p>;
  if (!url.data) return null;
  const label = `${t(`proof.${kind}`)}: ${fileNameOf(proof)}`;
  return kind === 'video' ? (
    <video
      src={url.data}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      onError={() => setFailed(true)}
      className="mt-2 aspect-video w-full rounded-lg bg-black"
    />
  ) : (
    <audio
      src={url.data}
      controls
      preload="metadata"
      aria-label={label}
      onError={() => setFailed(true)}
      className="mt-2 w-full"
    />
  );
}

/** A PDF opens in the browser's own viewer, in a new tab (a fresh signed link on each tap). */
function PdfLink({ proof }: { proof: string }) {
  const { t } = useTranslation('reports');
  const sharedMessage = useSharedMessage();
  const name = fileNameOf(proof);
  const open = async () => {
    // Open the tab inside the tap (pop-up blockers), then point it at the signed link.
    const tab = window.open('', '_blank');
    try {
      const url = await fetchFileUrl(proof);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.href = url;
    } catch {
      tab?.close();
      toast.error(sharedMessage(CLIENT_MESSAGES.downloadFailed));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      aria-label={t('proof.openPdf', { name })}
      className="min-w-0 truncate text-left text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      {name}
    </button>
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
      <Download className="size-5" aria-hidden="true" />
    </button>
  );
}
