import { QueryProvider } from '../../lib/api/query-provider.tsx';
import { ProductForm as Form } from './product-form.tsx';
import type { ProductFormProps } from './product-form-types.ts';

/**
 * The form as the product page loads it on first use: with the query cache its fields' options load
 * through, which the product page itself does not carry (issue 13).
 */
export function ProductForm(props: ProductFormProps) {
  return (
    <QueryProvider>
      <Form {...props} />
    </QueryProvider>
  );
}
