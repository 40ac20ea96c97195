/**
 * The default avatar used when a user has none. A self-contained
 * SVG data URI (a neutral silhouette) so it works in the embed's shadow root and offline, with no asset pipeline.
 */
const DEFAULT_AVATAR_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
  // Neutral greys, not theme colours: a data URI cannot read CSS custom properties.
  "<rect width='64' height='64' fill='#d9dde3'/>" +
  "<circle cx='32' cy='25' r='12' fill='#9aa3ae'/>" +
  "<path d='M10 60c2-13 11-20 22-20s20 7 22 20z' fill='#9aa3ae'/>" +
  '</svg>';

export const DEFAULT_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(DEFAULT_AVATAR_SVG)}`;

/** Avatar sizes the spec names (50, 200, 400); one image serves all of them. */
export const AVATAR_SIZES = [50, 200, 400] as const;

type AvatarSource =
  | string
  | null
  | undefined
  | { image_50?: string | null; image_200?: string | null; image_400?: string | null };

/** The avatar URL to show: the user's image at the wanted size when present, else the default avatar. */
export function avatarUrl(source: AvatarSource, size: (typeof AVATAR_SIZES)[number] = 50): string {
  if (typeof source === 'string') return source.trim() === '' ? DEFAULT_AVATAR_URL : source;
  if (!source) return DEFAULT_AVATAR_URL;
  const bySize = { 50: source.image_50, 200: source.image_200, 400: source.image_400 }[size];
  return bySize || source.image_400 || source.image_200 || source.image_50 || DEFAULT_AVATAR_URL;
}
