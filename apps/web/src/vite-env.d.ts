/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs `interface`.
interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own origin, e.g. `https://api.example.org`. */
  readonly VITE_API_BASE_URL?: string;
  /** Request timeout in milliseconds; 30000 when unset. */
  readonly VITE_API_TIMEOUT_MS?: string;
}
