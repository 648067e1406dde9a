import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { formFailure } from '../../lib/api/user-input-error.ts';
import { categorySaveFailureKey } from './category-form-values.ts';

const refused = (fields: Record<string, { key: string }>) =>
  new ApiError('refused', 200, { code: 'BAD_USER_INPUT', key: Object.values(fields)[0]?.key, fields });
const names = ['slug', 'staticProductIds'];

describe('the toast of a refused category save', () => {
  it("says 'Error adding product' when the static product list was refused", () => {
    const error = refused({ staticProductIds: { key: 'admin.categoryProductNotFound' } });
    expect(categorySaveFailureKey(error, formFailure(error, names))).toBe('admin.errorAddingProduct');
  });

  it('else the category settings message, or 404 for a call answered 404', () => {
    const error = refused({ slug: { key: 'validation.required' } });
    expect(categorySaveFailureKey(error, formFailure(error, names))).toBe(
      'admin.errorSavingCategorySettings',
    );
    const missing = new ApiError('404', 404);
    expect(categorySaveFailureKey(missing, formFailure(missing, names))).toBe('common.error404');
  });
});
