// Android Chrome reads the code from the SMS for us (the WebOTP API): the SMS ends with
// "@<host> #<code>" (apps/server/src/features/auth/otp.ts), the browser asks the person once, and
// the code fills the boxes. Browsers without the API ignore this; typing still works.
import { useEffect, useRef } from 'react';

interface OtpCredential extends Credential {
  code: string;
}

export function useWebOtp(onCode: (code: string) => void, enabled = true) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!enabled || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      .catch(() => {
        // Aborted (the screen closed) or refused: the person types the code.
      });
    return () => abort.abort();
  }, [enabled]);
}
