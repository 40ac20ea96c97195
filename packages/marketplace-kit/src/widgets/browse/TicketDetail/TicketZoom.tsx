import type { TicketImage } from '@momento/contract';
import { Dialog, Image, Modal } from '@momento/ui';

export interface TicketZoomProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  image: TicketImage;
  /** The image's alternative text. */
  alt: string;
  /** The listing name: the dialog's title. */
  title: string;
}

/** The zoom dialog of the ticket gallery (desktop): the 1000 px image in a large modal. Loaded on demand. */
export function TicketZoom({ isOpen, onOpenChange, image, alt, title }: TicketZoomProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large" isDismissable>
      <Dialog title={title} onClose={() => onOpenChange(false)}>
        <Image
          sources={{ 1000: image.image_1000 }}
          alt={alt}
          width={1000}
          height={750}
          sizes="90vw"
          loading="eager"
          fit="contain"
        />
      </Dialog>
    </Modal>
  );
}
