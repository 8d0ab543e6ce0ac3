import { Outlet } from 'react-router';

/**
 * The frame of pages a guest or member opens from a message (`/i/:token`): the event or
 * occasion alone. No site navigation, sign-in or templates menu: the person holding the
 * link has no account and no use for them (issue 16).
 */
export function GuestLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh py-6 outline-none">
      <Outlet />
    </main>
  );
}
