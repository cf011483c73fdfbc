import { describe, expect, it } from 'vitest';
import { readReceiptQr } from './receipt-qr.js';

// The QR codes of real Russian fiscal receipts (their fiscal numbers changed), and codes that are not one.

describe('readReceiptQr', () => {
  it('reads a supermarket’s receipt: total in kopecks, the till’s time, the receipt’s identity', () => {
    expect(readReceiptQr('t=20261201T1830&s=1240.50&fn=9960440300123456&i=12345&fp=2876543210&n=1')).toEqual({
      total: 124_050,
      at: '2026-12-01 18:30',
      fiscal: '9960440300123456:12345:2876543210',
    });
  });

  it('reads the forms tills print: seconds, whole roubles, one digit of kopecks, a comma, any order, encoded', () => {
    expect(readReceiptQr('t=20190403T191307&s=1299.00&fn=9282000100252399&i=46497&fp=3378493395&n=1')).toMatchObject({
      total: 129_900,
      at: '2019-04-03 19:13',
    });
    expect(readReceiptQr('t=20240229T0905&s=87&fn=9289000100123456&i=5&fp=11&n=1')?.total).toBe(8_700);
    expect(readReceiptQr('n=1&fp=11&i=5&fn=9289000100123456&s=87.5&t=20240229T0905')?.total).toBe(8_750);
    expect(readReceiptQr('t=20240229T0905&s=87%2C05&fn=9289000100123456&i=5&fp=11')?.total).toBe(8_705);
    // Leading zeros of a document number are the same document.
    expect(readReceiptQr('t=20240229T0905&s=1&fn=9289000100123456&i=005&fp=011')?.fiscal).toBe('9289000100123456:5:11');
  });

  it('is null for what is no sale’s receipt', () => {
    for (const text of [
      '',
      'https://check.example/ru?id=1',
      // parts missing
      't=20261201T1830&s=1240.50&fn=9960440300123456&i=12345',
      's=1240.50&fn=9960440300123456&i=12345&fp=2876543210',
      // a time that is none, a sum with three decimals or a sign, a fiscal drive of 15 digits
      't=20261301T1830&s=1.00&fn=9960440300123456&i=1&fp=1',
      't=20260230T1830&s=1.00&fn=9960440300123456&i=1&fp=1',
      't=20261201T2460&s=1.00&fn=9960440300123456&i=1&fp=1',
      't=20261201T1830&s=1.005&fn=9960440300123456&i=1&fp=1',
      't=20261201T1830&s=-1.00&fn=9960440300123456&i=1&fp=1',
      't=20261201T1830&s=1.00&fn=996044030012345&i=1&fp=1',
      // a refund
      't=20261201T1830&s=1.00&fn=9960440300123456&i=1&fp=1&n=2',
      // broken percent-encoding, and a text too long to be one
      't=20261201T1830&s=1%E0&fn=9960440300123456&i=1&fp=1',
      `t=20261201T1830&s=1.00&fn=9960440300123456&i=1&fp=1&x=${'a'.repeat(600)}`,
    ]) {
      expect(readReceiptQr(text), text).toBeNull();
    }
  });
});
