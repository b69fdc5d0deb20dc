// The list's search box: it follows the URL's `search`, and sends what is typed once typing pauses.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@satark/shared/constants';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

interface ReportSearchFieldProps {
  /** The search in the URL. */
  search: string;
  /** The trimmed text, or undefined when empty, 300 ms after the last key press. */
  onSearch: (search: string | undefined) => void;
}

export function ReportSearchField({ search, onSearch }: ReportSearchFieldProps) {
  const { t } = useTranslation('reports');
  const [text, setText] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  if (search !== syncedSearch) {
    // The URL changed (back button, a link): the box follows it.
    setSyncedSearch(search);
    setText(search);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled.trim() !== search) onSearch(settled.trim() || undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the settled text sends a search
  }, [settled]);

  return (
    <TextField
      label={t('search')}
      hideLabel
      type="search"
      placeholder={t('searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      containerClassName="flex-1"
    />
  );
}
