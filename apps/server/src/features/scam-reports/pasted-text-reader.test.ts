// The pasted text reader's thread answers exactly what reading the text here answers, for the texts
// of one pass of the event loop in one message, and a thread that fails never fails a read.
import { readPastedText } from '@satark/shared/analysis/read-pasted-text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PastedTextReader } from './pasted-text-reader.js';

const TEXTS = [
  'Dear customer, your SBI account will be blocked today. Update KYC at https://sbi-kyc-update.example.in/login or call 98765 43210.',
  'Pay Rs 10 to refund.desk@okaxis to receive your cashback of Rs 5,000. Enter UPI PIN to receive.',
  'आपका बिजली कनेक्शन आज रात 9:30 बजे काट दिया जाएगा। तुरंत 9123456780 पर कॉल करें।',
  'Reached home, see you tomorrow.',
  'Reached home, see you tomorrow.',
  'Your OTP is 482913. Do not share it with anyone. Write to help@kyc-verify.co or visit bit.ly/x1y2',
];

let reader: PastedTextReader | null = null;
afterEach(async () => {
  await reader?.close();
  reader = null;
});

describe('the pasted text reader', () => {
  it('reads the texts of one pass on its thread, in one message, as they are read here', async () => {
    const failures: Error[] = [];
    reader = new PastedTextReader((error) => failures.push(error));
    const posted = vi.spyOn(reader['worker'], 'postMessage');
    const readings = await Promise.all(TEXTS.map((text) => reader!.read(text)));
    expect(readings).toEqual(TEXTS.map(readPastedText));
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]![0]).toMatchObject({ texts: TEXTS });
    // What the texts hold, so an empty reading on both sides cannot pass.
    expect(readings[0]!.found.map((item) => item.uniqueId)).toEqual([
      'sbi-kyc-update.example.in/login',
      '+919876543210',
    ]);
    expect(readings[0]!.reading).toMatchObject({ kycUpdate: true, urgentThreat: true });
    expect(readings[3]!.found).toEqual([]);
    // Answered by the thread, not by the fallback here.
    expect(failures.map((error) => error.message)).toEqual([]);
  });

  it('sends the texts of a busy pass in messages of at most eight, each answered with its own reading', async () => {
    const failures: Error[] = [];
    reader = new PastedTextReader((error) => failures.push(error));
    const posted = vi.spyOn(reader['worker'], 'postMessage');
    const texts = Array.from({ length: 20 }, (_, i) => `${TEXTS[i % TEXTS.length]} ${i}`);
    const readings = await Promise.all(texts.map((text) => reader!.read(text)));
    expect(readings).toEqual(texts.map(readPastedText));
    expect(posted.mock.calls.map(([message]) => (message as { texts: string[] }).texts.length)).toEqual([8, 8, 4]);
    expect(failures).toEqual([]);
  });

  it('reads on the event loop what a thread that stopped was reading, and everything after', async () => {
    const failures: Error[] = [];
    reader = new PastedTextReader((error) => failures.push(error));
    // The batch never reaches the thread, which then stops: without the fallback it waits forever.
    const posted = vi.spyOn(reader['worker'], 'postMessage').mockImplementation(() => undefined);
    const inFlight = Promise.all(TEXTS.map((text) => reader!.read(text)));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    await reader['worker'].terminate();
    expect(await inFlight).toEqual(TEXTS.map(readPastedText));
    expect(await reader.read(TEXTS[1]!)).toEqual(readPastedText(TEXTS[1]!));
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toMatch(/stopped/);
  });

  it("runs with a worker's small young generation, not the event loop's", () => {
    reader = new PastedTextReader();
    expect(reader['worker'].resourceLimits?.maxYoungGenerationSizeMb).toBe(4);
  });

  it('is no failure when its app closes it', async () => {
    const failures: Error[] = [];
    reader = new PastedTextReader((error) => failures.push(error));
    expect(await reader.read(TEXTS[0]!)).toEqual(readPastedText(TEXTS[0]!));
    await reader.close();
    expect(await reader.read(TEXTS[2]!)).toEqual(readPastedText(TEXTS[2]!));
    expect(failures.map((error) => error.message)).toEqual([]);
  });
});
