// The Report Scam form of SPEC.md §2 and §5: type, identifier, description, article, evidence.
// Each section is its own component; the state and the submit live in useReportForm.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSharedMessage } from '../../lib/field-message';
import { ArticleField } from './article-field';
import { DetailField } from './detail-field';
import { EvidenceField } from './evidence-field';
import { IdentifierField } from './identifier-field';
import { ReportFormHeader, ReportWarning } from './report-form-header';
import type { ReportPrefill } from './report-prefill';
import { ReportTypeField } from './report-type-field';
import { useReportForm } from './use-report-form';

export function ReportForm({ prefill }: { prefill: ReportPrefill }) {
  const { t } = useTranslation('report-scam');
  const tm = useSharedMessage();
  const form = useReportForm(prefill);
  const { errors, type } = form;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ReportFormHeader />

        <form noValidate onSubmit={form.onSubmit} className="space-y-5 px-5 py-5 sm:px-6">
          <ReportWarning />

          <ReportTypeField
            locked={form.typeLocked ? form.start.type : ''}
            registration={form.typeField}
            error={tm(errors.type?.message)}
          />

          {type !== '' && (
            <IdentifierField
              type={type}
              nonNumber={form.nonNumber}
              onNonNumberChange={form.changeNonNumber}
              locked={form.idLocked}
              registration={form.identifierField}
              error={tm(errors.uniqueId?.message)}
            />
          )}

          <DetailField type={type} registration={form.detailField} error={tm(errors.detail?.message)} />

          <ArticleField control={form.control} onPick={form.clearArticleError} />

          <EvidenceField file={form.proof} error={tm(form.proofError)} onChange={form.changeProof} />

          <Button type="submit" size="lg" fullWidth loading={form.submitting}>
            {t('submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
