// "Sign in with Google" on the login and register screens, only when the server has Google sign-in
// on (GET /config names a client id). Google Identity Services renders the button; the ID token it
// hands back is posted to /auth/google and the session starts exactly as a phone login's does.
// Why it is built this way: docs/decisions/google-sign-in-on-the-web.md.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { SignedInResponse as SignedIn } from '@satark/shared/api-types';
import { api } from '../../lib/api-client';
import { startSession } from '../../lib/auth-session';
import { usePublicConfig } from '../../lib/public-config';
import { useServerMessage } from '../../lib/server-message';
import { afterSignIn, readAuthState } from './auth-state';

/** The part of Google Identity Services (`google.accounts.id`) this screen uses. */
interface GoogleIdentityServices {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } };
  }
}

/** The script is added to the page once, the first time a screen needs it. */
let loading: { url: string; promise: Promise<GoogleIdentityServices> } | null = null;

function loadGoogleScript(url: string): Promise<GoogleIdentityServices> {
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      script.remove();
      loading = null; // a later visit tries again (back online, say)
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  loading = { url, promise };
  return promise;
}

/**
 * Google calls back the client id's one `callback` (initialize is meant to run once a page), so it
 * forwards to whichever screen is showing the button now.
 */
let initializedFor: string | null = null;
let onCredential: (credential: string) => void = () => {};

/** Google's button, with an "or" above it; nothing at all when Google sign-in is off. */
export function GoogleSignIn({ text }: { text: 'signin_with' | 'continue_with' }) {
  const config = usePublicConfig();
  const clientId = config.data?.googleClientId;
  const scriptUrl = config.data?.googleScriptUrl;
  if (!clientId || !scriptUrl) return null;
  return <GoogleButton clientId={clientId} scriptUrl={scriptUrl} text={text} />;
}

function GoogleButton({ clientId, scriptUrl, text }: { clientId: string; scriptUrl: string; text: string }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const serverMessage = useServerMessage();
  const slot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  /** A refused credential, said inside the dialog: toasts sit behind the modal for screen readers. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);

  // The latest screen state for Google's callback, without initializing Google again.
  useEffect(() => {
    onCredential = (credential) => {
      if (busy.current) return;
      busy.current = true;
      setRefusal(null);
      void (async () => {
        try {
          const answer = await api.post<SignedIn>('/auth/google', { credential });
          startSession(answer.access_token, answer.data?.user);
          toast.success(serverMessage(answer.message));
          const next = afterSignIn(readAuthState(location.state));
          navigate(next.to, { state: next.state, replace: true });
        } catch (error) {
          setRefusal(serverMessage(error));
        } finally {
          busy.current = false;
        }
      })();
    };
  }, [location.state, navigate, serverMessage]);

  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    let cancelled = false;
    loadGoogleScript(scriptUrl).then(
      (id) => {
        const parent = slot.current;
        if (cancelled || !parent) return;
        if (initializedFor !== clientId) {
          id.initialize({
            client_id: clientId,
            callback: (answer) => {
              if (answer.credential) onCredential(answer.credential);
            },
          });
          initializedFor = clientId;
        }
        parent.replaceChildren();
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text,
          logo_alignment: 'center',
          // Google's button is 200–400 px wide; it fills the card up to that.
          width: Math.max(200, Math.min(400, Math.floor(parent.getBoundingClientRect().width))),
          locale: language,
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl, text, language]);

  return (
    <div className="flex flex-col gap-3" data-testid="google-sign-in">
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {failed ? (
        <p className="text-center text-sm text-slate-600" role="status">
          {t('googleUnavailable')}
        </p>
      ) : (
        // Google's button is 44 px tall: the space is kept while the script loads.
        <div ref={slot} className="flex min-h-11 w-full justify-center" />
      )}
      {refusal && (
        <p role="alert" className="text-center text-sm font-medium text-red-700" data-testid="google-sign-in-error">
          {refusal}
        </p>
      )}
    </div>
  );
}
