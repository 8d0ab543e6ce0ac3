import { useEffect } from 'react';

const APP_NAME = 'Karamu';

/** Sets the tab title ("Events · Karamu"), which screen readers announce on navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
