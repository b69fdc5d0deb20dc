// Share a warning about an ACTIVE listing (API.md "Sharing"): the phone's own share sheet where the
// browser has the Web Share API, otherwise a WhatsApp link and a copy-link button. The message is
// the shared package's sentence in the reader's language, the same one the link preview shows.
import { Share } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shareText, shareTitle, whatsAppShareUrl, type ShareLanguage } from '@satark/shared/share';
import { paths } from '../config/paths';
import { toast } from '../lib/toast';
import { Button, buttonClasses } from './ui/button';

export interface ShareActionsProps {
  /** The entity's id, for its /reports/detail link. */
  id: string;
  /** The display form of the identifier ("+91 98765 43210"). */
  scammerId: string;
  reportCount: number;
  className?: string;
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

function ShareIcon() {
  return <Share className="size-5" aria-hidden="true" />;
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
    </svg>
  );
}

export function ShareActions({ id, scammerId, reportCount, className = '' }: ShareActionsProps) {
  const { t, i18n } = useTranslation('common');
  const language: ShareLanguage = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  const url = `${window.location.origin}${paths.reportDetail(id)}`;
  const text = shareText(scammerId, reportCount, language);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  if (canShareNatively()) {
    const share = async () => {
      try {
        await navigator.share({ title: shareTitle(scammerId, reportCount, language), text, url });
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to the link.
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink();
      }
    };
    return (
      <div className={className} data-testid="share-actions">
        <Button variant="secondary" onClick={() => void share()}>
          <ShareIcon />
          {t('share.label')}
        </Button>
      </div>
    );
  }

  return (
    <div className={`flex flex-wrap gap-3 ${className}`} data-testid="share-actions">
      <a
        href={whatsAppShareUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-whatsapp"
        className={buttonClasses('secondary', 'md', 'text-emerald-800')}
      >
        <WhatsAppIcon />
        {t('share.whatsApp')}
      </a>
      <Button variant="secondary" onClick={() => void copyLink()} data-testid="share-copy">
        {t('share.copyLink')}
      </Button>
    </div>
  );
}
