import { describe, expect, it } from 'vitest';
import { skeleton, usernameSkeleton } from './skeleton.js';

describe('UTS #39 skeleton', () => {
  it('maps look-alike letters of Cyrillic and Greek to their Latin prototypes', () => {
    expect(skeleton('\u0430lice')).toBe('alice'); // Cyrillic а
    expect(skeleton('р\u043Eр')).toBe('pop'); // Cyrillic р, о
    expect(skeleton('\u03BFmega')).toBe(skeleton('omega')); // Greek omicron
    expect(skeleton('ΑΒΕ')).toBe('ABE'); // Greek capitals
  });

  it('follows confusables.txt where letters only resemble each other in some fonts or cases', () => {
    // Lower-case Cyrillic н looks like a small capital H, not like n: «анна» and "anna" are not confusable.
    expect(skeleton('анна')).not.toBe(skeleton('anna'));
    expect(skeleton('АННА')).toBe(skeleton('AHHA'));
    expect(skeleton('rn')).toBe(skeleton('m'));
    expect(skeleton('0')).toBe(skeleton('O'));
    expect(skeleton('l')).toBe(skeleton('1'));
  });

  it('normalises and drops invisible code points', () => {
    expect(skeleton('al\u200Dice')).toBe('alice');
    expect(skeleton('ё')).toBe(skeleton('е\u0308'));
  });
});

describe('username skeleton', () => {
  it('is the same for names that differ in case or by look-alike letters, and differs otherwise', () => {
    expect(usernameSkeleton('Alice')).toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('\u0430lice')).toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('\u0410LICE')).toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('user1')).toBe(usernameSkeleton('userl'));
    expect(usernameSkeleton('анна')).not.toBe(usernameSkeleton('anna'));
    expect(usernameSkeleton('Вася_Пупкин')).not.toBe(usernameSkeleton('Вася_Пупкина'));
  });
});
