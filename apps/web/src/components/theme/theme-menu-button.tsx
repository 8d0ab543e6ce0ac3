import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from './use-theme';

/** The icon button that opens the theme choices: a sun, or a moon in the dark theme. */
export function ThemeMenuButton(props: { disabled?: boolean }) {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
