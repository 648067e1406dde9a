import { checkDomain } from '@print/core/validation/admin-rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import styles from './domain-tab.module.css';

/** The name of a new domain, checked with the server's rule as it is typed (after the first blur). */
export function AddDomainForm({
  onAdd,
  isPending,
}: {
  onAdd: (name: string) => Promise<unknown>;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const normalised = name.trim().toLowerCase();
  const problem = checkDomain(normalised);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    try {
      await onAdd(normalised);
      setName('');
      setTouched(false);
    } catch {
      // The toast says why; what was typed stays.
    }
  };
  return (
    <form className={styles.addForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('admin.domainName')}
        name="domainName"
        value={name}
        onChange={setName}
        onBlur={() => setTouched(name !== '')}
        placeholder="shop.example.com"
        autoComplete="off"
        errorMessage={touched ? message(problem) : null}
        testId="domain-name"
        className={styles.addField}
      />
      <Button type="submit" isDisabled={isPending} data-testid="add-domain">
        {t('admin.addDomain')}
      </Button>
    </form>
  );
}
