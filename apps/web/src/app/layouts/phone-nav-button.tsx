import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The phone header's menu button: the trigger of phone-nav-dropdown.tsx, and its stand-in. */
export function PhoneNavButton(props: { disabled?: boolean }) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Menu" {...props}>
      <Menu aria-hidden="true" />
    </Button>
  );
}
