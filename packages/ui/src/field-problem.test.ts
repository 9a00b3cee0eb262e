import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldProblem } from './field-problem';

describe("a field's problem by its schema", () => {
  it("keeps the shared schemas' keys and refs, and turns zod's own sentences into invalid_format", () => {
    expect(fieldProblem(z.string().min(1, 'required'), '')).toBe('required');
    expect(
      fieldProblem(
        z.string().refine(() => false, 'text_invalid_chars?chars=%3C'),
        'x',
      ),
    ).toBe('text_invalid_chars?chars=%3C');
    expect(fieldProblem(z.string(), 7)).toBe('invalid_format');
    expect(fieldProblem(z.string(), 'fine')).toBeNull();
  });
});
