// Public API of @momento/ui. Every export is named here; folders have no barrel files.

// Theme
export { vars } from './theme/contract.css.ts';
export { lightThemeClass, darkThemeClass, themeClasses } from './theme/themes.css.ts';
export { resetRoot } from './theme/reset.css.ts';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css.ts';
export {
  breakpoints,
  mediaQueries,
  tones,
  space,
  themeNames,
  themeTokens,
  lightTokens,
  darkTokens,
  type Tone,
  type Space,
  type Breakpoint,
  type ThemeName,
  type ThemeTokens,
} from './theme/tokens.ts';

// Provider
export {
  UIProvider,
  useUI,
  usePortalContainer,
  useThemeName,
  type UIProviderProps,
} from './Provider/UIProvider.tsx';

// Layout
export { Box, type BoxProps } from './Box/Box.tsx';
export { Stack, stackAlignments, type StackProps, type StackAlignment } from './Stack/Stack.tsx';
export {
  Inline,
  inlineAlignments,
  inlineJustifications,
  type InlineProps,
  type InlineAlignment,
  type InlineJustification,
} from './Inline/Inline.tsx';
export { Columns, type ColumnsProps } from './Columns/Columns.tsx';
export {
  Container,
  containerWidths,
  type ContainerProps,
  type ContainerWidth,
} from './Container/Container.tsx';
export { Card, cardPaddings, type CardProps, type CardPadding } from './Card/Card.tsx';
export { cardClass } from './Card/cardClass.ts';
export {
  Divider,
  dividerOrientations,
  type DividerProps,
  type DividerOrientation,
} from './Divider/Divider.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.tsx';

// Actions
export {
  Button,
  buttonVariants,
  buttonSizes,
  buttonTones,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonTone,
} from './Button/Button.tsx';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
export {
  Link,
  linkVariants,
  linkTones,
  type LinkProps,
  type LinkVariant,
  type LinkTone,
} from './Link/Link.tsx';
export {
  LinkComponentProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkComponentProviderProps,
} from './Link/LinkComponent.tsx';

// Forms
export {
  FormField,
  type FormFieldProps,
  type FieldBaseProps,
  type FormFieldControlProps,
} from './FormField/FormField.tsx';
export {
  FieldMessageProvider,
  useFieldMessage,
  type FieldMessageTranslator,
} from './Provider/UIProvider.tsx';
export {
  defaultUITexts,
  UITextsProvider,
  useUITexts,
  type UITexts,
  type UITextsProviderProps,
} from './Provider/UITexts.tsx';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField.tsx';
export {
  NumberField,
  MoneyField,
  type NumberFieldProps,
  type MoneyFieldProps,
} from './NumberField/NumberField.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export {
  RadioGroup,
  Radio,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioProps,
  type RadioGroupOrientation,
} from './RadioGroup/RadioGroup.tsx';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker.tsx';
export { DateField, type DateFieldProps } from './DatePicker/DateField.tsx';
export {
  DatePickerStandIn,
  datePickerStandInFits,
  type DatePickerStandInProps,
} from './DatePicker/DatePickerStandIn.tsx';
export { Calendar, type CalendarProps } from './DatePicker/Calendar.tsx';
// Date values for the date fields, so that apps need no direct dependency on @internationalized/date.
export { parseDate, today, getLocalTimeZone, CalendarDate, type DateValue } from '@internationalized/date';
export {
  FileDrop,
  defaultFileDropTexts,
  defaultFileDropMessages,
  type FileDropProps,
  type FileDropTexts,
  type FileDropMessages,
  type FileRejection,
  type FileRejectionReason,
} from './FileDrop/FileDrop.tsx';
export { Select, type SelectProps, type SelectOption } from './Select/Select.tsx';
export { Combobox, type ComboboxProps, type ComboboxOption } from './Combobox/Combobox.tsx';

// Overlays
export { PortalOverlay, type PortalOverlayProps } from './Overlay/Overlay.tsx';
export { Popover, popoverPaddings, type PopoverProps, type PopoverPadding } from './Popover/Popover.tsx';
export {
  Modal,
  Dialog,
  DialogTrigger,
  dialogSizes,
  type ModalProps,
  type DialogProps,
  type DialogTriggerProps,
  type DialogSize,
} from './Dialog/Dialog.tsx';
export {
  AlertDialog,
  alertDialogTones,
  type AlertDialogProps,
  type AlertDialogTone,
} from './AlertDialog/AlertDialog.tsx';
export { Drawer, drawerPlacements, type DrawerProps, type DrawerPlacement } from './Drawer/Drawer.tsx';
export { MenuTrigger, MenuItem, MenuSection, type MenuTriggerProps } from './Menu/Menu.tsx';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip.tsx';

// Feedback
export {
  Spinner,
  spinnerSizes,
  spinnerTones,
  type SpinnerProps,
  type SpinnerSize,
  type SpinnerTone,
} from './Spinner/Spinner.tsx';
export {
  createToastQueue,
  ToastProvider,
  ToastRegion,
  useToast,
  toastTones,
  type ToastApi,
  type ToastContent,
  type ToastTone,
  type ToastShowOptions,
  type CreateToastQueueOptions,
  type ToastProviderProps,
  type ToastRegionProps,
} from './Toast/Toast.tsx';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './Badge/Badge.tsx';
export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert/Alert.tsx';
export { Skeleton, skeletonShapes, type SkeletonProps, type SkeletonShape } from './Skeleton/Skeleton.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { Loader, loaderVariants, type LoaderProps, type LoaderVariant } from './Loader/Loader.tsx';

// Navigation
export { Tabs, TabItem, type TabsProps } from './Tabs/Tabs.tsx';
export { TabsStandIn, type TabsStandInProps } from './Tabs/TabsStandIn.tsx';
export { Disclosure, type DisclosureProps } from './Disclosure/Disclosure.tsx';
export { Accordion, type AccordionProps } from './Accordion/Accordion.tsx';
export { InfiniteList, type InfiniteListProps } from './InfiniteList/InfiniteList.tsx';

// Media
export {
  Avatar,
  avatarSizes,
  defaultAvatarSrc,
  type AvatarProps,
  type AvatarSize,
} from './Avatar/Avatar.tsx';
export {
  Image,
  buildSrcSet,
  imageWidths,
  imageFits,
  type ImageProps,
  type ImageSources,
  type ImageWidth,
  type ImageFit,
} from './Image/Image.tsx';
export { VideoEmbed, toEmbedUrl, type VideoEmbedProps } from './VideoEmbed/VideoEmbed.tsx';
export { Carousel, type CarouselProps } from './Carousel/Carousel.tsx';
export { carouselSlideLayout } from './Carousel/slideLayout.ts';
export { Gallery, type GalleryProps, type GalleryImage } from './Gallery/Gallery.tsx';
export {
  StarRating,
  starRatingSizes,
  MAX_STARS,
  type StarRatingProps,
  type StarRatingSize,
} from './StarRating/StarRating.tsx';
export { StarRatingInput, type StarRatingInputProps } from './StarRating/StarRatingInput.tsx';
