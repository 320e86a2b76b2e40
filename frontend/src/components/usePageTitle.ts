import { useEffect } from 'react';

/** Sets the browser tab's title while the component is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
