import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { THEMES, type Theme } from '@karamu/shared';

const THEME_LOOK: Record<Theme, { label: string; icon: LucideIcon }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

export const THEME_OPTIONS = THEMES.map((value) => ({ value, ...THEME_LOOK[value] }));
