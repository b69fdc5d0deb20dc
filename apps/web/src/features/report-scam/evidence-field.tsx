// 'Choose File': the first chosen file only, spaces in its name → underscores, type and size rules.
import { Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROOF_MIME_TYPES } from '@satark/shared/constants';
import { checkProofFile, cleanFileName } from '@satark/shared/report-schemas';
import { FieldMessage } from '../../components/ui/field-message';

const ACCEPT = Object.keys(PROOF_MIME_TYPES).join(',');

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface EvidenceFieldProps {
  file: File | null;
  error?: string;
  /** A valid file (renamed), or null with the message of the rule it broke. */
  onChange: (file: File | null, error?: string) => void;
}

export function EvidenceField({ file, error, onChange }: EvidenceFieldProps) {
  const { t } = useTranslation('report-scam');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const pick = (files: FileList | null) => {
    const chosen = files?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const check = checkProofFile(chosen.type, chosen.size);
    if (!check.ok) {
      onChange(null, check.message); // an invalid file is discarded
      return;
    }
    onChange(new File([chosen], cleanFileName(chosen.name), { type: chosen.type, lastModified: chosen.lastModified }));
  };

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('evidence')}
      </span>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => pick(event.target.files)}
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Upload className="size-4" aria-hidden="true" />
          {t('chooseFile')}
        </button>
        {file ? (
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <span className="truncate font-medium" data-testid="evidence-name">
              {file.name}
            </span>
            <span className="shrink-0 text-slate-500">({formatSize(file.size)})</span>
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={t('removeFile')}
              className="rounded p-1 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </span>
        ) : (
          <span className="text-sm text-slate-500">{t('noFile')}</span>
        )}
      </div>
      <FieldMessage id={`${id}-hint`} error={error} hint={t('evidenceHint')} />
    </div>
  );
}
