import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ThemeMenuButton } from './theme-menu-button';
import { ThemeRadioItems } from './theme-radio-items';

/** The theme menu itself; theme-menu.tsx loads it lazily. */
export default function ThemeDropdown() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ThemeMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <ThemeRadioItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
