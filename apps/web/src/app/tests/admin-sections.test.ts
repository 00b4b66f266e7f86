import { describe, expect, test } from 'vitest';
import { ADMIN_SECTION_DESCRIPTIONS } from '@/app/admin-section-descriptions';
import { adminSections } from '@/app/routes';

describe('admin sections', () => {
  test('every admin section has a dashboard description, and every description a section', () => {
    const paths = adminSections.map((section) => section.path);
    expect(Object.keys(ADMIN_SECTION_DESCRIPTIONS).sort()).toEqual([...paths].sort());
    for (const path of paths) expect(ADMIN_SECTION_DESCRIPTIONS[path]!.length).toBeGreaterThan(10);
  });
});
