import { AVATAR_COLORS } from '../constants';

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a over UTF-16 code units: stable across browsers, servers and releases. */
function hashText(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash;
}

/** Phone numbers compare by digits, names without case or surrounding spaces. */
function toAvatarKey(nameOrPhone: string): string {
  const trimmed = nameOrPhone.trim();
  if (/^\+?[\d\s\-.()]+$/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return trimmed.toLowerCase();
}

/**
 * One of the 20 avatar colours for a name or phone number: the same person always gets
 * the same colour ('Amina' and ' amina ', '+254 712' and '254712' too).
 */
export function avatarColor(nameOrPhone: unknown): (typeof AVATAR_COLORS)[number] {
  const key = typeof nameOrPhone === 'string' ? toAvatarKey(nameOrPhone) : '';
  return AVATAR_COLORS[hashText(key) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
