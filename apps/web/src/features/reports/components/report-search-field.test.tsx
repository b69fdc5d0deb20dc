// The search box's rule: it sends the trimmed text once typing pauses, and follows the URL without
// sending anything back.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@satark/shared/constants';
import i18n from '../../../lib/i18n';
import { ReportSearchField } from './report-search-field';

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
  await i18n.loadNamespaces('reports');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderField = (search: string, onSearch = vi.fn()) => {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ReportSearchField search={search} onSearch={onSearch} />
    </I18nextProvider>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <ReportSearchField search={next} onSearch={onSearch} />
      </I18nextProvider>,
    );
  return { onSearch, rerender, box: screen.getByRole('searchbox', { name: 'Search reports' }) };
};

describe('ReportSearchField', () => {
  it('sends the trimmed text once, after the pause', () => {
    const { onSearch, box } = renderField('');
    fireEvent.change(box, { target: { value: 'fra' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: ' fraud@upi ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('fraud@upi');
  });

  it('sends undefined when the box is emptied', () => {
    const { onSearch, box } = renderField('fraud');
    fireEvent.change(box, { target: { value: '  ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith(undefined);
  });

  it('follows a URL change (back button) and sends nothing for it', () => {
    const { onSearch, box, rerender } = renderField('first');
    rerender('second');
    expect(box).toHaveValue('second');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
