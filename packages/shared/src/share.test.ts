import { describe, expect, it } from 'vitest';
import { shareText, shareTitle, whatsAppShareUrl } from './share.js';

describe('the shared warning', () => {
  it('names the display form and the count, once or n times, in English and Hindi', () => {
    expect(shareTitle('+91 98765 43210', 12)).toBe('+91 98765 43210 was reported as a scam 12 times on Satark');
    expect(shareTitle('+91 98765 43210', 1)).toBe('+91 98765 43210 was reported as a scam once on Satark');
    expect(shareTitle('fraud.pay@ybl', 3, 'hi')).toBe('fraud.pay@ybl की सतर्क पर 3 बार स्कैम के रूप में रिपोर्ट की गई है');
    expect(shareTitle('HDFCBK', 1, 'hi')).toBe('HDFCBK की सतर्क पर एक बार स्कैम के रूप में रिपोर्ट की गई है');
  });

  it('ends each language in its own full stop before the nudge', () => {
    expect(shareText('HDFCBK', 2)).toBe(
      'Warning: HDFCBK was reported as a scam 2 times on Satark. Check before you answer or pay:',
    );
    expect(shareText('HDFCBK', 2, 'hi')).toBe(
      'सावधान! HDFCBK की सतर्क पर 2 बार स्कैम के रूप में रिपोर्ट की गई है। पैसे भेजने या जवाब देने से पहले जाँच लें:',
    );
  });

  it('puts the text and the link into one encoded WhatsApp parameter', () => {
    const url = whatsAppShareUrl('Warning: a & b?', 'https://satark.in/reports/detail/1');
    expect(url).toBe(
      'https://wa.me/?text=Warning%3A%20a%20%26%20b%3F%20https%3A%2F%2Fsatark.in%2Freports%2Fdetail%2F1',
    );
    expect(new URL(url).searchParams.get('text')).toBe('Warning: a & b? https://satark.in/reports/detail/1');
  });
});
