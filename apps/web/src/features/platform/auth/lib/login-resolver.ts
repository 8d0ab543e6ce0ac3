import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema } from '@karamu/shared';

/** The sign-in form's checks, from the schema the server applies too. */
export const loginResolver = zodResolver(loginInputSchema);
