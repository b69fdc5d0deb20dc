// Share a warning about an ACTIVE listing (API.md "Sharing"): the phone's own share sheet where the
// browser has the Web Share API, otherwise a WhatsApp link and a copy-link button. The message is
// the shared package's sentence in the reader's language, the same one the link preview shows.
import { Share } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shareText, shareTitle, whatsAppShareUrl, type ShareLanguage } from '@satark/shared/share';
import { paths } from '../config/paths';
import { toast } from '../lib/toast';
import { WhatsAppMark } from './ui/brand-marks';
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
        <WhatsAppMark />
        {t('share.whatsApp')}
      </a>
      <Button variant="secondary" onClick={() => void copyLink()} data-testid="share-copy">
        {t('share.copyLink')}
      </Button>
    </div>
  );
}
