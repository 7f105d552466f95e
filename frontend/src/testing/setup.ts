import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';

// Whole-app renders under a loaded CI machine can take over the default 1 s to settle.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // The toast store lives at module level; start every test with none.
  dismissToast();
});
