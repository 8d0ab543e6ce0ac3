import { avatarColor, type CurrentUser } from '@karamu/shared';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitials } from '@/lib/utils';

/**
 * The user's picture when there is one, otherwise their initials on the colour their name
 * hashes to (one of `AVATAR_COLORS`). Decorative: the menu button around it carries the label.
 */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<CurrentUser, 'name' | 'dp'>;
  className?: string;
}) {
  return (
    <Avatar className={className} aria-hidden="true">
      {user.dp && <AvatarImage src={user.dp} alt="" />}
      <AvatarFallback className="text-white" style={{ backgroundColor: avatarColor(user.name) }}>
        {getInitials(user.name)}
      </AvatarFallback>
    </Avatar>
  );
}
