import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';

afterEach(() => {
  cleanup();
  // The toast store lives at module level; start every test with none.
  dismissToast();
});
