// A local stand-in for Google sign-in, speaking the parts of the real protocol Satark uses:
// - GET /gsi/client: a Google Identity Services script exposing google.accounts.id.initialize,
//   renderButton and prompt; its button fetches an ID token and hands `{credential}` to the
//   callback given to initialize, as Google's popup does;
// - GET /gsi/credential: that ID token, an RS256 JWT from "https://accounts.google.com" for the
//   asking client id, signed by a local RSA key (or by a stranger's key, to test a refusal);
// - GET /oauth2/v3/certs: the JWKS the server's verifier reads (GOOGLE_JWKS_URL).
// The script and its calls sit under /gsi/, as Google's do, so the server's CSP allows them the same way.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export interface GoogleAccount {
  sub: string;
  name: string;
}

export interface GoogleStandIn {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  scriptUrl: string;
  jwksUrl: string;
  /** Who the next button press signs in as, or 'stranger' for a token signed by an unknown key. */
  next: GoogleAccount | 'stranger';
  /** How many times the script was fetched. */
  scriptLoads: number;
  close(): Promise<void>;
}

const SCRIPT = String.raw`(() => {
  const origin = new URL(document.currentScript.src).origin;
  const labels = {
    signin_with: { en: 'Sign in with Google', hi: 'Google से साइन इन करें' },
    signup_with: { en: 'Sign up with Google', hi: 'Google से साइन अप करें' },
    continue_with: { en: 'Continue with Google', hi: 'Google के साथ जारी रखें' },
    signin: { en: 'Sign in', hi: 'साइन इन करें' },
  };
  let settings = null;
  const id = {
    initialize(options) {
      if (!options || typeof options.client_id !== 'string' || typeof options.callback !== 'function') {
        throw new Error('[GSI_LOGGER]: initialize needs client_id and a callback');
      }
      if (settings) console.warn('[GSI_LOGGER]: google.accounts.id.initialize() is called multiple times.');
      settings = options;
    },
    renderButton(parent, options) {
      if (!settings) throw new Error('[GSI_LOGGER]: renderButton before initialize');
      const text = (labels[options.text] || labels.signin_with)[String(options.locale).startsWith('hi') ? 'hi' : 'en'];
      const button = document.createElement('div');
      button.setAttribute('role', 'button');
      button.tabIndex = 0;
      button.textContent = text;
      button.style.cssText =
        'box-sizing:border-box;height:40px;display:flex;align-items:center;justify-content:center;' +
        'border:1px solid #dadce0;border-radius:4px;background:#fff;color:#3c4043;font:500 14px sans-serif;cursor:pointer;' +
        'width:' + Number(options.width || 240) + 'px';
      const press = async () => {
        const answer = await fetch(origin + '/gsi/credential?client_id=' + encodeURIComponent(settings.client_id));
        const { credential } = await answer.json();
        settings.callback({ credential, select_by: 'btn', clientId: settings.client_id });
      };
      button.addEventListener('click', press);
      button.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') press();
      });
      parent.append(button);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  };
  window.google = Object.assign(window.google || {}, { accounts: { id } });
})();
`;

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' };

  const sign = (account: GoogleAccount, clientId: string, key: CryptoKey) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ name: account.name, email: `${account.sub}@example.com`, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-key', typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setSubject(account.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
  };

  const standIn: GoogleStandIn = {
    origin: '',
    scriptUrl: '',
    jwksUrl: '',
    next: { sub: 'stand-in-user', name: 'Stand-in User' },
    scriptLoads: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    void (async () => {
      if (request.method === 'OPTIONS') {
        // The journeys add X-Forwarded-For to every request of a page, so the token call is preflighted.
        response.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-max-age': '600',
        });
        response.end();
      } else if (url.pathname === '/gsi/client') {
        standIn.scriptLoads += 1;
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        response.end(SCRIPT);
      } else if (url.pathname === '/gsi/credential') {
        const clientId = url.searchParams.get('client_id') ?? '';
        const next = standIn.next;
        const credential =
          next === 'stranger'
            ? await sign({ sub: 'stranger', name: 'Stranger' }, clientId, stranger.privateKey)
            : await sign(next, clientId, google.privateKey);
        response.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        });
        response.end(JSON.stringify({ credential }));
      } else if (url.pathname === '/oauth2/v3/certs') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.origin = `http://127.0.0.1:${port}`;
  standIn.scriptUrl = `${standIn.origin}/gsi/client`;
  standIn.jwksUrl = `${standIn.origin}/oauth2/v3/certs`;
  return standIn;
}
