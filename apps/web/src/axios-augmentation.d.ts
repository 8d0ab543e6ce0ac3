// Declaration merging is the one place where TypeScript needs `interface`.
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The call asks whether there is a session (the me query, the login call): its 401
     * is an answer, not an expired session, so it must not reload the page.
     */
    isSessionProbe?: boolean;
  }
}
