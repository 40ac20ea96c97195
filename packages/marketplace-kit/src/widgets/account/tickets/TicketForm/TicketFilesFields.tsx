import { MAX_TICKET_IMAGES } from '@momento/contract/routes';
import type { Ticket } from '@momento/contract';
import { Button, FileDrop } from '@momento/ui';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { validationTexts as m } from '#texts.ts';
import { IMAGE_TYPES, SUPPORT_DOCUMENT_TYPES } from '#validation/limits.ts';
import { validateImageRemoval, validateTicketImage } from '#validation/tickets.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../tickets.css.ts';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { showFailure } from '../formFailure.ts';
import { useFieldError } from './ticketFormControls.tsx';
import type { FormImage, TicketFormState } from './ticketFormModel.ts';

let imageKeys = 0;

/**
 * The pictures (previews, each removable but the last) and the supporting document. A file of the wrong type is
 * refused at once, on its field; the pictures' other rules run on submit.
 */
export function TicketFilesFields({ ticket }: { ticket: Ticket | null }) {
  const t = useTexts('listings', englishTexts);
  const { setValue, getValues, setError, clearErrors, getFieldState } = useFormContext<TicketFormState>();
  const [images, supportDocument] = useWatch<TicketFormState, ['images', 'document']>({
    name: ['images', 'document'],
  });
  const errorOf = useFieldError();
  const zone = useRef<HTMLDivElement>(null);

  // Object URLs of picked pictures are released when they leave the form or the form closes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const addImages = (files: File[]) => {
    const accepted = files.filter((file) => validateTicketImage(file) === null);
    if (accepted.length < files.length) setError('images', { type: 'rule', message: m.imageType });
    else if (getFieldState('images').error) clearErrors('images');
    const current = getValues('images');
    const room = Math.max(0, MAX_TICKET_IMAGES - current.length);
    const added: FormImage[] = accepted.slice(0, room).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { key: `new-${(imageKeys += 1)}`, url, file };
    });
    setValue('images', [...current, ...added]);
  };

  const removeImage = (image: FormImage) => {
    const current = getValues('images');
    const refusal = validateImageRemoval(current.length);
    if (refusal) {
      showFailure(
        zone.current?.closest('form') ?? null,
        { message: refusal, field: 'images' },
        'images',
        setError,
      );
      return;
    }
    if (image.file) {
      URL.revokeObjectURL(image.url);
      urls.current.delete(image.url);
    }
    setValue(
      'images',
      current.filter((item) => item.key !== image.key),
    );
    if (image.imageId !== undefined)
      setValue('removedImageIds', [...getValues('removedImageIds'), image.imageId]);
    if (getFieldState('images').error) clearErrors('images');
  };

  return (
    <>
      <div data-field="images" className={styles.images} ref={zone}>
        <FileDrop
          label={t.images}
          description={t.imagesHint}
          accept={IMAGE_TYPES}
          maxFiles={MAX_TICKET_IMAGES}
          value={[]}
          onChange={addImages}
          onReject={() => setError('images', { type: 'rule', message: m.imageType })}
          messages={{ type: () => m.imageType }}
          errorMessage={errorOf('images')}
          isRequired={!ticket}
        />
        {images.length > 0 && (
          <ul className={styles.previews} aria-label={t.images}>
            {images.map((image, index) => (
              <li key={image.key} className={styles.preview}>
                <img src={image.url} alt={t.imageAlt(index + 1)} className={styles.previewImage} />
                <Button size="small" variant="outline" tone="danger" onPress={() => removeImage(image)}>
                  {t.removeImage(index + 1)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div data-field="document">
        <FileDrop
          label={t.supportingDocument}
          description={
            ticket?.support_document
              ? `${t.supportingDocumentHint} ${t.currentDocument}: ${ticket.support_document.document_name}`
              : t.supportingDocumentHint
          }
          accept={SUPPORT_DOCUMENT_TYPES}
          maxFiles={1}
          value={supportDocument}
          onChange={(files) => {
            setValue('document', files.slice(0, 1));
            if (getFieldState('document').error) clearErrors('document');
          }}
          onReject={() => setError('document', { type: 'rule', message: m.supportDocumentType })}
          messages={{ type: () => m.supportDocumentType }}
          errorMessage={errorOf('document')}
        />
      </div>
    </>
  );
}
