import { NavLink } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PUBLIC_NAV } from '@/features/platform/public-site';
import { PhoneNavButton } from './phone-nav-button';

/** The public header's links as a menu on a phone; public-layout.tsx loads it lazily. */
export default function PhoneNavDropdown() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <PhoneNavButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        {PUBLIC_NAV.map((page) => (
          <DropdownMenuItem key={page.path} asChild>
            <NavLink to={page.path}>{page.navLabel}</NavLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
