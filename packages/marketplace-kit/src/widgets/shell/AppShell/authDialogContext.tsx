import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** The sign-in dialogs (registration and forgot-password are dialogs, as is login). */
export const AUTH_DIALOGS = ['login', 'register', 'forgot'] as const;
export type AuthDialogName = (typeof AUTH_DIALOGS)[number];

export interface AuthDialogsValue {
  /** The current location (path and query). */
  location: string;
  /** The dialog shown, or null. */
  dialog: AuthDialogName | null;
  /** Where the login dialog sends the user after a successful login (the saved previous location). */
  returnTo: string | null;
  /**
   * Opens the login dialog. `returnTo` is the location to go back to after login; by default the location the
   * dialog was opened on (so a cart click or an account route brings the user back to where they were).
   */
  openLogin(options?: { returnTo?: string }): void;
  /** Opens the register dialog ('Create one', 'Sign Up Now'). */
  openRegister(): void;
  /** Opens the forgot-password dialog ('Forget Password?'). */
  openForgot(): void;
  close(): void;
}

const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);

export interface AuthDialogsProviderProps {
  children?: ReactNode;
  /** The current location (path and query), saved as the login dialog's return location. */
  location: string;
  /**
   * The dialog open at first (stories and tests).
   * @default null
   */
  defaultDialog?: AuthDialogName | null;
}

/** Holds which sign-in dialog is open; `AuthDialogs` renders it. `AppShell` provides both. */
export function AuthDialogsProvider({ children, location, defaultDialog = null }: AuthDialogsProviderProps) {
  const [state, setState] = useState<{ dialog: AuthDialogName | null; returnTo: string | null }>({
    dialog: defaultDialog,
    returnTo: null,
  });
  // The callbacks read the location at call time and stay stable, so effects may depend on them.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  const actions = useMemo(
    () => ({
      openLogin: (options?: { returnTo?: string }) =>
        setState({ dialog: 'login', returnTo: options?.returnTo ?? locationRef.current }),
      // Switching between the dialogs keeps the saved location of the first one.
      openRegister: () =>
        setState((previous) => ({ dialog: 'register', returnTo: previous.returnTo ?? locationRef.current })),
      openForgot: () =>
        setState((previous) => ({ dialog: 'forgot', returnTo: previous.returnTo ?? locationRef.current })),
      close: () => setState({ dialog: null, returnTo: null }),
    }),
    [],
  );
  const value = useMemo<AuthDialogsValue>(
    () => ({ ...state, location, ...actions }),
    [state, location, actions],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

/**
 * Opens the login, register or forgot-password dialog from any widget (a cart click, Add to Cart, messaging
 * a seller while logged out). Throws outside `<AppShell>` / `<AuthDialogsProvider>`.
 */
export function useAuthDialogs(): AuthDialogsValue {
  const context = useContext(AuthDialogsContext);
  if (!context) {
    throw new Error(
      'useAuthDialogs: no <AuthDialogsProvider> above this component. Render it inside <AppShell>, or wrap it in <AuthDialogsProvider location="/">.',
    );
  }
  return context;
}

/**
 * The sign-in dialogs when the widget is inside `<AppShell>` / `<AuthDialogsProvider>`, else null (a widget that
 * also works on its own, in the embed, falls back to its `onRequireLogin` prop).
 */
export function useOptionalAuthDialogs(): AuthDialogsValue | null {
  return useContext(AuthDialogsContext);
}
