import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modulesOf, readQrCode } from '../../../test/read-qr-code';
import { QrCode } from './qr-code';

const address = 'https://listok.example.org/dav/';

describe('a QR code', () => {
  it('is a picture named by its label that a scanner reads as the text', () => {
    render(<QrCode text={address} label="QR-код адреса сервера" />);
    expect(readQrCode(screen.getByRole('img', { name: 'QR-код адреса сервера' }))).toBe(address);
  });

  it('is drawn anew when the text changes', () => {
    const { rerender } = render(<QrCode text={address} label="QR" />);
    const before = screen.getByRole('img', { name: 'QR' }).querySelector('path')?.getAttribute('d');
    rerender(<QrCode text="http://192.168.1.20:3000/dav/" label="QR" />);
    const code = screen.getByRole('img', { name: 'QR' });
    expect(code.querySelector('path')?.getAttribute('d')).not.toBe(before);
    expect(readQrCode(code)).toBe('http://192.168.1.20:3000/dav/');
  });

  it('is black on white with a blank margin of four modules, whatever the theme', () => {
    render(<QrCode text={address} label="QR" />);
    const code = screen.getByRole('img', { name: 'QR' });
    const [left, top, width, height] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const ground = code.querySelector('rect');
    expect(ground?.getAttribute('fill')).toBe('#fff');
    expect([ground?.getAttribute('x'), ground?.getAttribute('y')].map(Number)).toEqual([left, top]);
    expect([ground?.getAttribute('width'), ground?.getAttribute('height')].map(Number)).toEqual([width, height]);
    expect(code.querySelector('path')?.getAttribute('fill')).toBe('#000');
    const modules = modulesOf(code);
    const margin = modules.flatMap((row, y) =>
      row.filter((_, x) => Math.min(x, y, row.length - 1 - x, modules.length - 1 - y) < 4),
    );
    expect(margin.length).toBeGreaterThan(0);
    expect(margin.every((black) => !black)).toBe(true);
    expect(modules[4]?.[4]).toBe(true); // the corner of the top-left finder pattern, just inside the margin
  });
});
