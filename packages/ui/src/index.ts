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
export { UIProvider, useUI, usePortalContainer, useThemeName, type UIProviderProps } from './Provider/UIProvider.tsx';

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
export { AlertDialog, alertDialogTones, type AlertDialogProps, type AlertDialogTone } from './AlertDialog/AlertDialog.tsx';
export { Drawer, drawerPlacements, type DrawerProps, type DrawerPlacement } from './Drawer/Drawer.tsx';

// Feedback
export { Spinner, spinnerSizes, spinnerTones, type SpinnerProps, type SpinnerSize, type SpinnerTone } from './Spinner/Spinner.tsx';

// Navigation

// Media
