// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { iconsInUse } from './icons';

describe('iconsInUse', () => {
  it('collects the names imported from lucide-react, once each, sorted, without types or aliases', () => {
    const files = {
      'a.tsx': "import { Search, X as Close } from 'lucide-react';",
      'b.tsx':
        "import {\n  Bell,\n  type LucideProps,\n  Search,\n} from 'lucide-react';\nimport { Button } from '../x';",
      'c.ts': "import type { LucideIcon } from 'lucide-react';",
    };
    expect(iconsInUse(files)).toEqual(['Bell', 'Search', 'X']);
  });
});
