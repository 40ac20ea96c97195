import type { TicketImage } from '@momento/contract';
import { Link, Stack } from '@momento/ui';
import { browseTexts } from '../browseTexts.ts';

export interface TicketMediaProps {
  images: readonly TicketImage[];
  videoLink: string | null;
  /** The listing name, for the images' alternative texts. */
  title: string;
}

/** The listing's sizes 200, 400, 600 and 1000 (public-site.md section 2) as a srcset. */
export function imageSrcSet(image: TicketImage): string {
  return `${image.image_200} 200w, ${image.image_400} 400w, ${image.image_600} 600w, ${image.image_1000} 1000w`;
}

/** Images and the optional video of a listing. */
export function TicketMedia({ images, videoLink, title }: TicketMediaProps) {
  return (
    <Stack space="medium">
      {images.map((image, index) => (
        <img
          key={image.image_id}
          src={image.image_600}
          srcSet={imageSrcSet(image)}
          sizes="(min-width: 1000px) 50vw, 100vw"
          alt={`${title}, view ${index + 1} of ${images.length}`}
          width={600}
          height={450}
        />
      ))}
      {videoLink ? (
        <Link href={videoLink} isExternal>
          {browseTexts.video}
        </Link>
      ) : null}
    </Stack>
  );
}
