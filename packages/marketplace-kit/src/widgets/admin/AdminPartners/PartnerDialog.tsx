import type { AdminPartner, OperationBody } from '@momento/contract';
import {
  parsePartnerOrigins,
  partnerContactProblem,
  partnerNameProblem,
  partnerOriginsProblem,
} from '@momento/contract/routes';
import { AlertDialog, Dialog, Modal, Stack, TextArea, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import * as shared from '#widgets/shared/lists.css.ts';
import { adminSharedTexts as englishAdminSharedTexts } from '../adminTexts.ts';
import { partnersTexts as englishPartnersTexts } from './partnersTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/** What a save of the dialog came to: done, or the server's refusal to show in the dialog. */
export type AddOutcome = { ok: true } | { ok: false; message: string };

type Field = 'name' | 'contact_email' | 'origins';

export interface PartnerDialogProps {
  /** Edit: the partner whose details the form starts with (Save sends them all). Absent: Add partner. */
  partner?: AdminPartner;
  /** Sends the partner; the dialog closes when it resolves `{ ok: true }`, and shows the refusal otherwise. */
  onSubmit: (body: OperationBody<'adminPartnerCreate'>) => Promise<AddOutcome>;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/**
 * Add partner, or Edit a partner: name, contact e-mail and origins one a line, checked with the contract's rules
 * before sending (the first failing field gets the focus). A refusal from the server shows in the dialog, which keeps
 * what was typed. Origins over http are left for the server to judge: it takes them outside production only.
 */
export function PartnerDialog({ partner, onSubmit, onClose, isPending = false }: PartnerDialogProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consolePartners', englishPartnersTexts);
  const [values, setValues] = useState<Record<Field, string>>(
    partner
      ? {
          name: partner.name,
          contact_email: partner.contact_email ?? '',
          origins: partner.origins.join('\n'),
        }
      : { name: '', contact_email: '', origins: '' },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const origins = parsePartnerOrigins(values.origins);
    const found: Partial<Record<Field, string>> = {};
    const nameProblem = partnerNameProblem(values.name);
    if (nameProblem) found.name = nameProblem;
    const contactProblem = partnerContactProblem(values.contact_email);
    if (contactProblem) found.contact_email = contactProblem;
    const originsProblem = partnerOriginsProblem(origins, { httpsOnly: false });
    if (originsProblem) found.origins = originsProblem;
    flushSync(() => {
      setErrors(found);
      setRefusal(null);
    });
    const first = (['name', 'contact_email', 'origins'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const contact = values.contact_email.trim();
    const outcome = await onSubmit({
      name: values.name.trim(),
      contact_email: contact === '' ? null : contact,
      origins,
    });
    if (outcome.ok) onClose();
    else setRefusal(outcome.message);
  };
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog title={partner ? t.editTitle(partner.name) : t.addTitle} onClose={onClose}>
        <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
          <Stack space="medium">
            <TextField
              label={t.name}
              name="name"
              value={values.name}
              onChange={set('name')}
              errorMessage={errors.name}
              isRequired
              autoComplete="off"
            />
            <TextField
              label={t.contact}
              name="contact_email"
              type="email"
              value={values.contact_email}
              onChange={set('contact_email')}
              errorMessage={errors.contact_email}
              description={t.contactHelp}
              autoComplete="off"
            />
            <TextArea
              label={t.origins}
              name="origins"
              value={values.origins}
              onChange={set('origins')}
              errorMessage={errors.origins}
              description={t.originsHelp}
              isRequired
              rows={4}
            />
            {refusal ? (
              <p role="alert" className={shared.errorText}>
                {refusal}
              </p>
            ) : null}
            <FormActions
              cancelLabel={adminSharedTexts.cancel}
              submitLabel={partner ? t.saveEdit : t.save}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}

export interface RemovePartnerDialogProps {
  partner: AdminPartner;
  isPending: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Remove's confirmation: what removing ends, and that it cannot be undone. */
export function RemovePartnerDialog({ partner, isPending, onConfirm, onClose }: RemovePartnerDialogProps) {
  const adminSharedTexts = useTexts('consoleShared', englishAdminSharedTexts);
  const t = useTexts('consolePartners', englishPartnersTexts);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.removeTitle(partner.name)}
      message={t.removeMessage}
      confirmLabel={t.remove}
      cancelLabel={adminSharedTexts.cancel}
      tone="danger"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
