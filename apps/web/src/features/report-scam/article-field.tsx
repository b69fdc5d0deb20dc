// "What Scam is this ?": pick a known scam article or add a new scam type, and see the chosen one.
import { useMemo, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toArticleLanguage } from '@satark/shared/constants';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { newArticleKey } from '@satark/shared/report-schemas';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox';
import { useSharedMessage } from '../../lib/field-message';
import { useArticleCards, useArticleTitles } from './api/report';
import { ArticlePreview } from './article-preview';
import type { ReportFormValues } from './use-report-form';

interface ArticleFieldProps {
  control: Control<ReportFormValues>;
  /** Called when the person picks, adds or clears an article. */
  onPick: () => void;
}

export function ArticleField({ control, onPick }: ArticleFieldProps) {
  const { t, i18n } = useTranslation('report-scam');
  const tm = useSharedMessage();
  const [created, setCreated] = useState<ComboboxOption[]>([]);
  const titles = useArticleTitles();
  const cards = useArticleCards(toArticleLanguage(i18n.resolvedLanguage));
  // `/titles` answers in English; the cards, asked for in the reader's language, name them in Hindi.
  // An option is still found by its English title, which a reporter may type.
  const titleInLanguage = useMemo(() => new Map(cards.data?.map((a) => [a.slug, a.title])), [cards.data]);
  const options = useMemo<ComboboxOption[]>(
    () => [
      ...(titles.data ?? []).map((a) => {
        const shown = titleInLanguage.get(a.slug) ?? a.title;
        return { key: a.slug, value: shown, alsoMatches: shown === a.title ? undefined : a.title };
      }),
      ...created,
    ],
    [titles.data, titleInLanguage, created],
  );
  const articleSlug = useWatch({ control, name: 'articleSlug' });
  const preview = cards.data?.find((article) => article.slug === articleSlug);

  return (
    <>
      <Controller
        control={control}
        name="articleSlug"
        render={({ field, fieldState }) => (
          <Combobox
            id="report-article"
            label={t('whatScam')}
            placeholder={t('whatScamPlaceholder')}
            options={options}
            value={field.value || null}
            onChange={(option) => {
              field.onChange(option?.key ?? '');
              onPick();
            }}
            noOptionsText={tm(CLIENT_MESSAGES.noOptions)!}
            onCreate={(text) => {
              const option = { key: newArticleKey(text), value: text };
              setCreated((list) => (list.some((o) => o.key === option.key) ? list : [...list, option]));
              return option;
            }}
            createLabel={(text) => t('addOption', { text })}
            clearLabel={t('clearArticle')}
            error={tm(fieldState.error?.message)}
          />
        )}
      />
      {preview && <ArticlePreview article={preview} />}
    </>
  );
}
