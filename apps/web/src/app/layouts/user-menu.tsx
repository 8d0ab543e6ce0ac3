import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/entities/session';
import { UserAvatar } from '@/components/user-avatar';
import { ThemeRadioItems } from '@/components/theme';
import { getInitials } from '@/lib/utils';

export type UserMenuProps = {
  user: CurrentUser;
  /** Where "Profile and settings" leads: the current dashboard's settings page. */
  settingsPath: string;
};

export function UserMenu({ user, settingsPath }: UserMenuProps) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          // The initials drawn in the avatar are part of the name, so someone using speech
          // input can say what they see (WCAG 2.5.3, label in name).
          aria-label={`Open user menu, ${getInitials(user.name)}`}
        >
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {user.username}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={settingsPath}>
            <UserRound aria-hidden="true" />
            Profile and settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs text-muted-foreground">Theme</DropdownMenuLabel>
        <ThemeRadioItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {logout.isPending ? 'Logging out…' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
