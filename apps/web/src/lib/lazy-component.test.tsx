// A part whose code does not arrive is left out, the page around it stays, and it is tried again
// on its next showing or retry key, never in a loop of fetches.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { lazyComponent, lazyPart } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader that fails the first `failures` times, then gives Greeting. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Greeting };
  });
  return load;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** render and rerender inside an awaited act, so React retries a suspended part when it loads. */
async function renderPage(ui: React.ReactElement) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(ui);
  });
  return {
    rerender: (next: React.ReactElement) =>
      act(async () => {
        view.rerender(next);
      }),
  };
}

function Page({
  part,
  retryKey,
  shown = true,
}: {
  part: ReturnType<typeof lazyPart<{ name: string }>>;
  retryKey?: string;
  shown?: boolean;
}) {
  const Part = part;
  return (
    <ErrorBoundary resetKey="" fallback={() => <p role="alert">page failed</p>}>
      <h1>The answer</h1>
      {shown && <Part name="Asha" retryKey={retryKey} />}
    </ErrorBoundary>
  );
}

// React reports each caught error on the console; the test reads the screen instead.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

it('leaves out a part that cannot load, once, and keeps the page', async () => {
  const load = flakyLoader(Infinity);
  await renderPage(<Page part={lazyPart(load)} />);
  await settle();
  await settle();
  expect(screen.getByRole('heading', { name: 'The answer' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries again when the retry key changes', async () => {
  const load = flakyLoader(1);
  const part = lazyPart(load);
  const { rerender } = await renderPage(<Page part={part} retryKey="1" />);
  await settle();
  expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  await rerender(<Page part={part} retryKey="1" />);
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  await rerender(<Page part={part} retryKey="2" />);
  await settle();
  expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('tries again on its next showing', async () => {
  const load = flakyLoader(1);
  const part = lazyPart(load);
  const { rerender } = await renderPage(<Page part={part} />);
  await settle();
  await rerender(<Page part={part} shown={false} />);
  await rerender(<Page part={part} />);
  await settle();
  expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  // Loaded: later showings use it as it is.
  await rerender(<Page part={part} shown={false} />);
  await rerender(<Page part={part} />);
  expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('passes any other error on to the page', async () => {
  function Broken(): React.ReactNode {
    throw new Error('a bug, not the network');
  }
  await renderPage(<Page part={lazyPart(async () => ({ default: Broken }))} />);
  await settle();
  expect(screen.getByRole('alert')).toHaveTextContent('page failed');
});

it('loads a page component again on the next preload after a failure, never while rendering', async () => {
  const load = flakyLoader(1);
  const Lazy = lazyComponent(load);
  await expect(Lazy.preload()).rejects.toThrow('A part of the app could not load');
  await renderPage(
    <ErrorBoundary resetKey="" fallback={() => <p role="alert">page failed</p>}>
      <Lazy name="Asha" />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('page failed');
  expect(load).toHaveBeenCalledTimes(1);
  await Lazy.preload();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows `failed` in place of a part that cannot load, whose retry loads it', async () => {
  const load = flakyLoader(1);
  const Part = lazyPart(load);
  await renderPage(
    <Part
      name="Asha"
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    />,
  );
  await settle();
  expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  await settle();
  expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
