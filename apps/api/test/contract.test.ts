import { describe, expect, it } from 'vitest';
import { Contract } from '../src/http/contract';

describe('the contract the server validates requests with', () => {
  it('compiles every parameter and body schema of both documents', () => {
    const contract = new Contract();
    expect(contract.operations.length).toBeGreaterThan(80);
    // Validators compile when first used: a schema ajv cannot compile must still fail a test run.
    expect(() => contract.compileAll()).not.toThrow();
  });

  it('validates with a validator compiled on its first use, and says what failed', () => {
    const contract = new Contract();
    const withBody = contract.operations.find(
      (op) => op.body?.validate && op.body.contentType === 'application/json',
    );
    expect(withBody).toBeDefined();
    const validate = withBody!.body!.validate!;
    expect(validate.errors).toBeUndefined();
    expect(validate('not an object')).toBe(false);
    expect(validate.errors?.length).toBeGreaterThan(0);
  });
});
