import { Button, Checkbox, Radio, RadioGroup, TextField } from '@momento/ui';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { validationTexts as m } from '#texts.ts';
import { validateBecomeSeller } from '#validation/account.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { AccountFormPage } from '../AccountFormPage.tsx';
import { becomeSellerTexts as englishTexts } from './texts.ts';

// The agreement dialog (modal machinery and the HTML sanitiser) loads when it first opens: the route stays light.
const AgreementDialog = lazy(async () => ({
  default: (await import('./AgreementDialog.tsx')).AgreementDialog,
}));

export interface BecomeSellerInput {
  paypalId: string;
  paypalEmail: string;
}

export interface BecomeSellerViewProps {
  /** Called with the trimmed, valid values once the agreement is ticked. */
  onSubmit: (values: BecomeSellerInput) => void;
  /** The registration is running. @default false */
  isPending?: boolean;
  /** The Seller Agreement Policy's HTML (sanitised before render); null while loading or when it failed. */
  agreementHtml?: string | null;
  /** @default false */
  isAgreementLoading?: boolean;
  /** Open the agreement dialog at first (stories). @default false */
  defaultAgreementOpen?: boolean;
}

type Field = 'id' | 'email' | 'agree';
const owners: Record<Field, readonly string[]> = {
  id: [m.idRequired, m.idMax, m.idText],
  email: [m.emailRequired, m.emailInvalid, m.emailMax],
  agree: [m.agreeRequired],
};
const errorOf = (message: string | null, field: Field) =>
  message !== null && owners[field].includes(message) ? message : undefined;

/**
 * Become a seller (/account/seller; see docs/rules/validation.md): Paypal Id, Paypal Email, the PayPal payment
 * type shown disabled, and the agree checkbox, which opens the Seller Agreement Policy. The checks run on submit in
 * the spec's order; the first failure shows on its field, which gets the focus; nothing typed is lost.
 */
export function BecomeSellerView({
  onSubmit,
  isPending = false,
  agreementHtml = null,
  isAgreementLoading = false,
  defaultAgreementOpen = false,
}: BecomeSellerViewProps) {
  const t = useTexts('becomeSeller', englishTexts);
  const becomeSellerTitleId = useId();
  const [values, setValues] = useState({ id: '', email: '', agree: false });
  const [error, setError] = useState<string | null>(null);
  const [isAgreementOpen, setAgreementOpen] = useState(defaultAgreementOpen);
  const idInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const agreeInput = useRef<HTMLInputElement>(null);
  const inputOf = (field: Field) => ({ id: idInput, email: emailInput, agree: agreeInput })[field].current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateBecomeSeller(values);
    // Rendered before the focus moves, so the field is announced already invalid with its message.
    flushSync(() => setError(message));
    if (message !== null) {
      const field = (Object.keys(owners) as Field[]).find((name) => errorOf(message, name));
      if (field) inputOf(field)?.focus();
      return;
    }
    onSubmit({ paypalId: values.id.trim(), paypalEmail: values.email.trim() });
  };

  const closeAgreement = (accepted: boolean) => {
    setAgreementOpen(false);
    if (accepted) setValues((current) => ({ ...current, agree: true }));
    // Focus goes back to the checkbox the dialog was opened from.
    requestAnimationFrame(() => agreeInput.current?.focus());
  };

  return (
    <AccountFormPage
      id={becomeSellerTitleId}
      title={t.title}
      intro={t.intro}
      onSubmit={submit}
      after={
        isAgreementOpen ? (
          <Suspense fallback={null}>
            <AgreementDialog html={agreementHtml} isLoading={isAgreementLoading} onClose={closeAgreement} />
          </Suspense>
        ) : null
      }
    >
      <TextField
        label={t.paypalId}
        name="paypal_id"
        autoComplete="off"
        ref={idInput}
        value={values.id}
        onChange={(id) => setValues((current) => ({ ...current, id }))}
        errorMessage={errorOf(error, 'id')}
      />
      <TextField
        label={t.paypalEmail}
        type="email"
        name="paypal_email"
        autoComplete="email"
        ref={emailInput}
        value={values.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
        errorMessage={errorOf(error, 'email')}
      />
      <RadioGroup label={t.paymentType} value="PAYPAL" isDisabled>
        <Radio value="PAYPAL">{t.paypal}</Radio>
      </RadioGroup>
      <Checkbox
        name="agree"
        ref={agreeInput}
        isSelected={values.agree}
        // Ticking opens the agreement; it is ticked once the user agrees there.
        onChange={(isSelected) =>
          isSelected ? setAgreementOpen(true) : setValues((current) => ({ ...current, agree: false }))
        }
        errorMessage={errorOf(error, 'agree')}
      >
        {t.agree}
      </Checkbox>
      <div>
        <Button variant="ghost" onPress={() => setAgreementOpen(true)}>
          {t.readAgreement}
        </Button>
      </div>
      <Button type="submit" isPending={isPending}>
        {t.submit}
      </Button>
    </AccountFormPage>
  );
}
