import { useMutation } from '@tanstack/react-query';
import { RELOAD_DELAY_AFTER_LOGOUT_MS, TOAST_DURATION_MS } from '@karamu/shared';
import { toast } from 'sonner';
import { getErrorMessage } from '@/lib/get-error-message';
import { getApiOrigin, http } from '@/lib/http';
import { scheduleReload } from '@/lib/reload';
import { forgetUser } from '../lib/remembered-user';

type LogoutAnswer = { message: string };

/** GET /logout lives outside /api, so it goes to the server's origin itself. */
async function logout(): Promise<LogoutAnswer> {
  const { data } = await http.get<LogoutAnswer>('/logout', { baseURL: getApiOrigin() });
  // At once, not at the next 401: a shared door phone must not open the last user's
  // dashboard offline after they signed out.
  forgetUser();
  return data;
}

/** Logout shows the server's message (with a close button) and reloads. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: ({ message }) => {
      toast.success(message, { closeButton: true, duration: TOAST_DURATION_MS });
      scheduleReload(RELOAD_DELAY_AFTER_LOGOUT_MS);
    },
    onError: (error) => {
      toast.error(getErrorMessage(error), { duration: TOAST_DURATION_MS });
    },
  });
}
