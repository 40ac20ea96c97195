// Public API of @momento/marketplace-kit. Every export is named here; folders have no barrel files.

// Provider and context hooks
export {
  MarketplaceProvider,
  MarketplaceLink,
  useMarketplace,
  useClient,
  useToast,
  useNavigation,
  useSession,
  useSignedInReads,
  useSiteGate,
  type MarketplaceProviderProps,
  type MarketplaceContextValue,
} from './provider/MarketplaceProvider.tsx';
export { defaultNavigation, type NavigationAdapter, type LinkProps } from './provider/navigation.tsx';
export {
  createToastStore,
  TOAST_TONES,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastTone,
  type ToastEntry,
  type ToastStore,
} from './provider/toast.ts';

// Client
export {
  createClient,
  buildUrl,
  type Client,
  type ClientOptions,
  type CallInput,
  type CallArgs,
  type CallOptions,
} from './api/client.ts';
export { ApiError, isApiError, isAbortError, errorMessage } from './api/ApiError.ts';
export {
  useMutation,
  type RequestStatus,
  type MutationOptions,
  type MutationState,
  type MutationContext,
  type MutationOutcome,
} from './api/useMutation.ts';
export { useInfiniteList, pageFromNext, type InfiniteList } from './api/useInfiniteList.ts';
export { useDeferredQuery, type DeferredQuery } from './api/useDeferredQuery.ts';

// Session
export {
  createSessionStore,
  isSeller,
  isActiveSeller,
  type SessionStore,
  type SessionState,
  type SessionStatus,
  type SessionStoreOptions,
} from './session/sessionStore.ts';
export {
  createSiteGateStore,
  type SiteGateStore,
  type SiteGateState,
  type SiteGateStatus,
  type SiteGateStoreOptions,
} from './session/siteGateStore.ts';
export { REFRESH_LEAD_MS, type TokenReply, type Clock } from './session/tokens.ts';
export { decodeJwtPayload, tokenExpiry } from './session/jwt.ts';
export type { KeyValueStorage } from './session/storage.ts';

// Data layer: auth
export { login } from './api/auth/login.ts';
export { logout } from './api/auth/logout.ts';
export { logoutEverywhere } from './api/auth/logoutEverywhere.ts';
export { register } from './api/auth/register.ts';
export { verifyEmail } from './api/auth/verifyEmail.ts';
export { requestPasswordReset } from './api/auth/requestPasswordReset.ts';
export { resetPassword } from './api/auth/resetPassword.ts';
export { siteLogin } from './api/auth/siteLogin.ts';
export { useLogin } from './api/auth/useLogin.ts';
export { useLogout } from './api/auth/useLogout.ts';
export { useLogoutEverywhere } from './api/auth/useLogoutEverywhere.ts';
export { useRegister } from './api/auth/useRegister.ts';
export { useVerifyEmail } from './api/auth/useVerifyEmail.ts';
export {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
  useUnsubscribe,
} from './api/notifications/useNotificationPreferences.ts';
export {
  useNotifications,
  useMarkNotificationRead,
  useMarkAllNotificationsRead,
} from './api/notifications/useNotifications.ts';
export { notificationKeys } from './api/notifications/keys.ts';
export { useForgotPassword } from './api/auth/useForgotPassword.ts';
export { useResetPassword } from './api/auth/useResetPassword.ts';
export { useSiteLogin } from './api/auth/useSiteLogin.ts';

// Data layer: reference data
export { referenceKeys } from './api/reference/keys.ts';
export { getGenres } from './api/reference/getGenres.ts';
export { getSubGenres } from './api/reference/getSubGenres.ts';
export { getVenues } from './api/reference/getVenues.ts';
export { getTeams } from './api/reference/getTeams.ts';
export { getArtists } from './api/reference/getArtists.ts';
export { getEvents } from './api/reference/getEvents.ts';
export { getMasterData } from './api/reference/getMasterData.ts';
export { getMetaContents } from './api/reference/getMetaContents.ts';
export { getAgreement } from './api/reference/getAgreement.ts';
export { getPaymentConfig } from './api/reference/getPaymentConfig.ts';
export { getPopularSearches } from './api/reference/getPopularSearches.ts';
export { getPopularEvents } from './api/reference/getPopularEvents.ts';
export { getPopularTeams } from './api/reference/getPopularTeams.ts';
export { useGenres } from './api/reference/useGenres.ts';
export { useSubGenres } from './api/reference/useSubGenres.ts';
export { useVenues } from './api/reference/useVenues.ts';
export { useTeams } from './api/reference/useTeams.ts';
export { useArtists } from './api/reference/useArtists.ts';
export { useEvents } from './api/reference/useEvents.ts';
export { useMasterData } from './api/reference/useMasterData.ts';
export { useMetaContents } from './api/reference/useMetaContents.ts';
export { useAgreement } from './api/reference/useAgreement.ts';
export { usePaymentConfig } from './api/reference/usePaymentConfig.ts';
export { usePopularSearches } from './api/reference/usePopularSearches.ts';
export { usePopularEvents } from './api/reference/usePopularEvents.ts';
export { usePopularTeams } from './api/reference/usePopularTeams.ts';

// Data layer: products, collections, cart
export { productKeys, type ProductFilters } from './api/products/keys.ts';
export { getProducts } from './api/products/getProducts.ts';
export { getProduct } from './api/products/getProduct.ts';
export { useProducts } from './api/products/useProducts.ts';
export { useFeaturedProducts } from './api/products/useFeaturedProducts.ts';
export { useProduct } from './api/products/useProduct.ts';
export { collectionKeys, type CollectionFilters } from './api/collections/keys.ts';
export { getCollections } from './api/collections/getCollections.ts';
export { useCollections } from './api/collections/useCollections.ts';
export { useCollectionTickets } from './api/collections/useCollectionTickets.ts';
export { cartKeys } from './api/cart/keys.ts';
export { getCart } from './api/cart/getCart.ts';
export { addToCart } from './api/cart/addToCart.ts';
export { removeFromCart } from './api/cart/removeFromCart.ts';
export { useCart } from './api/cart/useCart.ts';
export { useAddToCart } from './api/cart/useAddToCart.ts';
export { useRemoveFromCart } from './api/cart/useRemoveFromCart.ts';

// Validation (see docs/rules/validation.md)
export {
  validateRegister,
  validateLogin,
  validateSiteLogin,
  validateForgot,
  validateReset,
  type RegisterValues,
  type LoginValues,
  type ForgotValues,
  type ResetValues,
} from './validation/auth.ts';
export {
  validateAddress,
  validateEditAccount,
  validateUpdatePassword,
  validateProfilePhoto,
  validateSellerPayment,
  validateBecomeSeller,
  validateDeleteAccount,
  type AddressValues,
  type EditAccountValues,
  type UpdatePasswordValues,
  type SellerPaymentValues,
  type BecomeSellerValues,
  type DeleteAccountValues,
} from './validation/account.ts';
export {
  validateTicket,
  validateTicketImage,
  validateImageRemoval,
  validateSupportDocument,
  validateNewEvent,
  validateCollection,
  type TicketValues,
  type NewEventValues,
  type CollectionValues,
  type Choice,
  type SaleValue,
} from './validation/tickets.ts';
export {
  validateRating,
  validateTracking,
  todayIsoDate,
  type RatingValues,
  type TrackingValues,
} from './validation/orders.ts';
export {
  validateOffer,
  parseOfferPrice,
  validateReportSeller,
  validateMessage,
  validateNewReport,
  type OfferValues,
  type ReportSellerValues,
  type NewReportValues,
} from './validation/messaging.ts';
export { isBlank, charLength, type FieldValue, type FileLike } from './validation/rules.ts';
export * as limits from './validation/limits.ts';

// Texts (verbatim from the spec)
export {
  validationTexts,
  validationMessages,
  notices,
  errorTexts,
  emptyTexts,
  type ValidationMessage,
} from './texts.ts';

// Formatters
export { formatCount } from './format/formatCount.ts';
export {
  formatDate,
  formatIsoDate,
  formatDateTime,
  formatTime,
  type DateInput,
  type DateFormatOptions,
} from './format/date.ts';
export {
  formatMoney,
  formatNumber,
  moneyAmount,
  type MoneyInput,
  type MoneyObject,
  type MoneyFormatOptions,
} from './format/money.ts';

// Locale: the provider's `locale` and `messages` (the German dictionary is its own entry, `./locales/de`)
export {
  defaultLocale,
  useLocale,
  useTexts,
  LocaleProvider,
  type LocaleContextValue,
} from './locale/LocaleContext.tsx';
export { useFormat, type LocaleFormat } from './locale/useFormat.ts';
export {
  applyTexts,
  type KitTexts,
  type KitMessages,
  type MessageArea,
  type PartialTexts,
  type PartialMessages,
  type Texts,
} from './locale/texts.ts';
export { englishKitTexts, englishMessages } from './locale/en.ts';
export { avatarUrl, DEFAULT_AVATAR_URL, AVATAR_SIZES } from './format/avatar.ts';
export {
  ticketStatusLabel,
  offerStatusLabel,
  fulfilmentStatusLabel,
  orderStatusLabel,
  ticketStatusTone,
  offerStatusTone,
} from './format/status.ts';
export { useStatusLabel, useStatusLabels, type StatusKind } from './format/useStatusLabel.ts';
export { REPORT_STATUS_LABELS, type StatusLabels } from './format/status.ts';

// Widgets: public site shell, sign-in, home, static pages, profile
export { AppShell, type AppShellProps } from './widgets/shell/AppShell/AppShell.tsx';
export {
  AppShellView,
  MAIN_CONTENT_ID,
  type AppShellViewProps,
} from './widgets/shell/AppShell/AppShellView.tsx';
export { FullPageLoader } from './widgets/shell/AppShell/FullPageLoader.tsx';
export { RequireLogin, type RequireLoginProps } from './widgets/shell/AppShell/RequireLogin.tsx';
export { AuthDialogs } from './widgets/shell/AppShell/AuthDialogs.tsx';
export {
  AuthDialogsProvider,
  useAuthDialogs,
  useOptionalAuthDialogs,
  AUTH_DIALOGS,
  type AuthDialogName,
  type AuthDialogsValue,
  type AuthDialogsProviderProps,
} from './widgets/shell/AppShell/authDialogContext.tsx';
export { shellTexts } from './widgets/shell/AppShell/texts.ts';
export { Header, type HeaderProps } from './widgets/shell/Header/Header.tsx';
export { HeaderView, MAIN_NAVIGATION, type HeaderViewProps } from './widgets/shell/Header/HeaderView.tsx';
export type { HeaderUser } from './widgets/shell/Header/headerUser.ts';
export { Footer } from './widgets/shell/Footer/Footer.tsx';
export { SiteGate, type SiteGateProps } from './widgets/shell/SiteGate/SiteGate.tsx';
export {
  SiteGateView,
  type SiteGateViewProps,
  type SiteLoginValues,
} from './widgets/shell/SiteGate/SiteGateView.tsx';
export { LoginDialog } from './widgets/shell/LoginDialog/LoginDialog.tsx';
export { LoginDialogView, type LoginDialogViewProps } from './widgets/shell/LoginDialog/LoginDialogView.tsx';
export { RegisterDialog } from './widgets/shell/RegisterDialog/RegisterDialog.tsx';
export {
  RegisterDialogView,
  type RegisterDialogViewProps,
} from './widgets/shell/RegisterDialog/RegisterDialogView.tsx';
export { ForgotPasswordDialog } from './widgets/shell/ForgotPasswordDialog/ForgotPasswordDialog.tsx';
export {
  ForgotPasswordDialogView,
  type ForgotPasswordDialogViewProps,
} from './widgets/shell/ForgotPasswordDialog/ForgotPasswordDialogView.tsx';
export { VerifyEmail, type VerifyEmailProps } from './widgets/shell/VerifyEmail/VerifyEmail.tsx';
export { Unsubscribe, type UnsubscribeProps } from './widgets/shell/Unsubscribe/Unsubscribe.tsx';
export { EmbedSignIn, type EmbedSignInProps } from './widgets/embedSignIn/EmbedSignIn/EmbedSignIn.tsx';
export {
  EMBED_SIGN_IN_STATES,
  EmbedSignInView,
  type EmbedSignInState,
  type EmbedSignInViewProps,
} from './widgets/embedSignIn/EmbedSignIn/EmbedSignInView.tsx';
export { embedSignInTexts } from './widgets/embedSignIn/texts.ts';
export { useEmbedAllowance, useEmbedGrant } from './api/embed/useEmbedSignIn.ts';
export {
  exchangeEmbedCode,
  getEmbedAllowance,
  getEmbedSites,
  grantEmbedCode,
  revokeEmbedSite,
} from './api/embed/requests.ts';
export { useEmbedSites, useRevokeEmbedSite } from './api/embed/useEmbedSites.ts';
export {
  EMBED_OPENER_KEY,
  readEmbedOpener,
  rememberEmbedOpener,
  type EmbedOpener,
} from './api/embed/embedOrder.ts';
export { useTellEmbedOpener } from './api/embed/useTellEmbedOpener.ts';
export {
  UnsubscribeView,
  UNSUBSCRIBE_STATES,
  type UnsubscribeViewProps,
  type UnsubscribeState,
} from './widgets/shell/Unsubscribe/UnsubscribeView.tsx';
export {
  VerifyEmailView,
  VERIFY_STATES,
  type VerifyEmailViewProps,
  type VerifyState,
} from './widgets/shell/VerifyEmail/VerifyEmailView.tsx';
export { ResetPassword, type ResetPasswordProps } from './widgets/shell/ResetPassword/ResetPassword.tsx';
export {
  ResetPasswordView,
  type ResetPasswordViewProps,
  type ResetPasswordValues,
} from './widgets/shell/ResetPassword/ResetPasswordView.tsx';
export { Home, type HomeProps } from './widgets/browse/Home/Home.tsx';
export { HomeView, type HomeViewProps } from './widgets/browse/Home/HomeView.tsx';
export { FeaturedTickets, type FeaturedTicketsProps } from './widgets/browse/Home/FeaturedTickets.tsx';
export {
  FeaturedTicketsView,
  preloadFeaturedCarousel,
  type FeaturedTicketsViewProps,
} from './widgets/browse/Home/FeaturedTicketsView.tsx';
export { PopularLists } from './widgets/browse/Home/PopularLists.tsx';
export {
  PopularListsView,
  type PopularListsViewProps,
  type PopularList,
} from './widgets/browse/Home/PopularListsView.tsx';
export {
  StaticPage,
  STATIC_PAGES,
  type StaticPageProps,
  type StaticPageName,
} from './widgets/shell/StaticPage/StaticPage.tsx';
export { StaticPageView, type StaticPageViewProps } from './widgets/shell/StaticPage/StaticPageView.tsx';
export {
  AccountProfile,
  type AccountProfileProps,
} from './widgets/account/profile/AccountProfile/AccountProfile.tsx';
export { NotificationSettings } from './widgets/account/profile/NotificationSettings/NotificationSettings.tsx';
export {
  NotificationSettingsView,
  type NotificationSettingsViewProps,
} from './widgets/account/profile/NotificationSettings/NotificationSettingsView.tsx';
export { ConnectedSites } from './widgets/account/profile/ConnectedSites/ConnectedSites.tsx';
export {
  ConnectedSitesView,
  type ConnectedSitesViewProps,
} from './widgets/account/profile/ConnectedSites/ConnectedSitesView.tsx';
export {
  AccountProfileView,
  type AccountProfileViewProps,
  type AccountProfileUser,
  type AccountProfileSeller,
  type ProfileDialog,
} from './widgets/account/profile/AccountProfile/AccountProfileView.tsx';
export {
  EditAccountDialog,
  UpdatePasswordDialog,
  SellerPaymentDialog,
  type EditAccountValues as EditAccountDialogValues,
  type UpdatePasswordValues as UpdatePasswordDialogValues,
  type SellerPaymentValues as SellerPaymentDialogValues,
} from './widgets/account/profile/ProfileDialogs/ProfileFormDialogs.tsx';
export {
  ProfilePhotoDialog,
  type ProfilePhotoDialogProps,
} from './widgets/account/profile/ProfileDialogs/ProfilePhotoDialog.tsx';
export { profileTexts } from './widgets/account/profile/profileTexts.ts';
export { updateUser } from './api/account/updateUser.ts';
export { changePassword } from './api/account/changePassword.ts';
export { uploadProfilePhoto, type ProfilePhotoInput } from './api/account/uploadProfilePhoto.ts';
export {
  useUpdateUser,
  useChangePassword,
  useUploadProfilePhoto,
} from './api/account/useProfileMutations.ts';
export { deleteAddress } from './api/addresses/deleteAddress.ts';
export { setDefaultShipping } from './api/addresses/setDefaultShipping.ts';
export { useDeleteAddress, useSetDefaultShipping } from './api/addresses/useAddressMutations.ts';
export { sellerKeys } from './api/seller/keys.ts';
export { getSellerPayment, updateSellerPayment } from './api/seller/getSellerPayment.ts';
export { useSellerPayment, useUpdateSellerPayment } from './api/seller/useSellerPayment.ts';
export { accountKeys } from './api/account/keys.ts';
export { getUser } from './api/account/getUser.ts';
export { useUser } from './api/account/useUser.ts';

// Browsing widgets (genres, venues, teams/artists, moments, ticket search and detail, collections, own ticket)
export { useEvent } from './api/reference/useEvent.ts';
export { getOwnTicket } from './api/products/getOwnTicket.ts';
export { useOwnTicket } from './api/products/useOwnTicket.ts';
export { browseTexts, qualityLabels } from './widgets/browse/browseTexts.ts';
export {
  compactQuery,
  toSearch,
  type SearchQuery,
  type QueryStateProps,
  type QueryChangeOptions,
} from './widgets/browse/searchQuery.ts';
export { GenreList } from './widgets/browse/GenreList/GenreList.tsx';
export { GenreListView, type GenreListViewProps } from './widgets/browse/GenreList/GenreListView.tsx';
export { VenueList } from './widgets/browse/VenueList/VenueList.tsx';
export { VenueListView, type VenueListViewProps } from './widgets/browse/VenueList/VenueListView.tsx';
export { TeamArtistList } from './widgets/browse/TeamArtistList/TeamArtistList.tsx';
export {
  TeamArtistListView,
  type TeamArtistListViewProps,
} from './widgets/browse/TeamArtistList/TeamArtistListView.tsx';
export type { TeamArtistFilters } from './widgets/browse/TeamArtistList/teamArtistFilters.ts';
export { EventBrowser } from './widgets/browse/EventBrowser/EventBrowser.tsx';
export {
  EventBrowserView,
  type EventBrowserViewProps,
} from './widgets/browse/EventBrowser/EventBrowserView.tsx';
export {
  eventFilterKeys,
  type EventFilters,
  type EventFilterKey,
} from './widgets/browse/EventBrowser/eventFilters.ts';
export {
  TicketSearch,
  ticketQueryKeys,
  productFiltersOf,
  type TicketSearchProps,
} from './widgets/browse/TicketSearch/TicketSearch.tsx';
export {
  TicketSearchView,
  type TicketSearchViewProps,
} from './widgets/browse/TicketSearch/TicketSearchView.tsx';
export {
  TicketCard,
  ticketCardLayouts,
  type TicketCardProps,
  type TicketCardLayout,
} from './widgets/browse/TicketCard/TicketCard.tsx';
/** '0' (and 0) mean not for sale, 1 (or '1') for sale: the contract's rule, re-exported for widgets' users. */
export { isForSale } from '@momento/contract/routes';
export { TicketFilters, type TicketFiltersProps } from './widgets/browse/TicketFilters/TicketFilters.tsx';
export {
  ticketFilterKeys,
  type TicketFilterKey,
  type TicketFilterValues,
} from './widgets/browse/TicketFilters/ticketFilterKeys.ts';
export { SellerPanel, type SellerPanelProps } from './widgets/browse/SellerPanel/SellerPanel.tsx';
export {
  SellerReputation,
  SellerReputationSummary,
  type SellerReputationProps,
  type SellerReputationSummaryProps,
} from './widgets/browse/SellerPanel/SellerReputation.tsx';
export { sellerReputationTexts } from './widgets/browse/SellerPanel/sellerReputationTexts.ts';
export { SellerReviews, type SellerReviewsProps } from './widgets/browse/SellerReviews/SellerReviews.tsx';
export {
  SellerReviewsView,
  type SellerReviewsViewProps,
} from './widgets/browse/SellerReviews/SellerReviewsView.tsx';
export { EventHeader, type EventHeaderProps } from './widgets/browse/EventHeader/EventHeader.tsx';
export { TicketDetail, type TicketDetailProps } from './widgets/browse/TicketDetail/TicketDetail.tsx';
export {
  TicketDetailView,
  type TicketDetailViewProps,
} from './widgets/browse/TicketDetail/TicketDetailView.tsx';
export { CollectionList, type CollectionListProps } from './widgets/browse/CollectionList/CollectionList.tsx';
export {
  CollectionListView,
  canBuyCollection,
  type CollectionListViewProps,
} from './widgets/browse/CollectionList/CollectionListView.tsx';
export {
  CollectionDetail,
  type CollectionDetailProps,
} from './widgets/browse/CollectionDetail/CollectionDetail.tsx';
export {
  CollectionDetailView,
  type CollectionDetailViewProps,
} from './widgets/browse/CollectionDetail/CollectionDetailView.tsx';
export {
  OwnTicketDetail,
  type OwnTicketDetailProps,
} from './widgets/account/tickets/OwnTicketDetail/OwnTicketDetail.tsx';

// Following (ours, docs/rules/follow.md): Watch buttons, the watchlist, saved searches and Save this search
export { followKeys, isFollowKey } from './api/follow/keys.ts';
export {
  getWatchIds,
  getWatchlist,
  watchItem,
  unwatchItem,
  getSavedSearches,
  createSavedSearch,
  updateSavedSearch,
  markSavedSearchSeen,
  deleteSavedSearch,
  type WatchTargetRef,
} from './api/follow/requests.ts';
export { useWatchIds, useWatchToggle, isWatched } from './api/follow/useWatch.ts';
export { useWatchlist, useSavedSearches } from './api/follow/useFollowLists.ts';
export {
  useCreateSavedSearch,
  useUpdateSavedSearch,
  useMarkSavedSearchSeen,
  useDeleteSavedSearch,
} from './api/follow/useSavedSearchMutations.ts';
export { followTexts, filterWords } from './widgets/browse/followTexts.ts';
export { WatchButton, type WatchButtonProps } from './widgets/browse/WatchButton/WatchButton.tsx';
export {
  WatchButtonView,
  watchButtonVariants,
  type WatchButtonViewProps,
  type WatchButtonVariant,
} from './widgets/browse/WatchButton/WatchButtonView.tsx';
export { useSetAlertPrice, useRemoveWatch } from './api/follow/useWatchMutations.ts';
export { validateSavedSearchName, validateAlertPrice } from './validation/follow.ts';
export {
  SaveSearchButton,
  type SaveSearchButtonProps,
} from './widgets/browse/SaveSearchButton/SaveSearchButton.tsx';
export {
  SavedSearchDialog,
  type SavedSearchDialogProps,
  type SavedSearchValues,
} from './widgets/browse/SaveSearchButton/SavedSearchDialog.tsx';
export {
  describeFilters,
  filterSummary,
  useFilterNames,
  type FilterNames,
} from './widgets/browse/savedSearchWords.ts';
export { Watchlist } from './widgets/account/follow/Watchlist/Watchlist.tsx';
export { WatchlistView, type WatchlistViewProps } from './widgets/account/follow/Watchlist/WatchlistView.tsx';
export {
  WatchlistCard,
  priceNote,
  type WatchlistCardProps,
} from './widgets/account/follow/Watchlist/WatchlistCard.tsx';
export {
  SavedSearches,
  savedSearchHref,
  type SavedSearchesProps,
} from './widgets/account/follow/SavedSearches/SavedSearches.tsx';
export {
  SavedSearchesView,
  type SavedSearchesViewProps,
} from './widgets/account/follow/SavedSearches/SavedSearchesView.tsx';
export {
  SavedSearchCard,
  type SavedSearchCardProps,
} from './widgets/account/follow/SavedSearches/SavedSearchCard.tsx';

// Purchase path: cart, checkout, addresses, orders, payment
export { useCartCount } from './api/cart/useCartCount.ts';
export { checkoutKeys } from './api/checkout/keys.ts';
export { createCheckout } from './api/checkout/createCheckout.ts';
export { getCheckout } from './api/checkout/getCheckout.ts';
export {
  updateCheckoutAddress,
  type CheckoutAddressInput,
  type CheckoutAddressKind,
} from './api/checkout/updateCheckoutAddress.ts';
export { useCheckout } from './api/checkout/useCheckout.ts';
export { useCreateCheckout } from './api/checkout/useCreateCheckout.ts';
export { useUpdateCheckoutAddress } from './api/checkout/useUpdateCheckoutAddress.ts';
export { addressKeys } from './api/addresses/keys.ts';
export { getAddresses } from './api/addresses/getAddresses.ts';
export { saveAddress, type AddressInput } from './api/addresses/saveAddress.ts';
export { useAddresses } from './api/addresses/useAddresses.ts';
export { useSaveAddress } from './api/addresses/useSaveAddress.ts';
export { orderKeys } from './api/orders/keys.ts';
export { getOrder } from './api/orders/getOrder.ts';
export { placeOrder } from './api/orders/placeOrder.ts';
export { cancelOrder } from './api/orders/cancelOrder.ts';
export { checkOrderExpiry } from './api/orders/checkOrderExpiry.ts';
export { useOrder } from './api/orders/useOrder.ts';
export { usePlaceOrder } from './api/orders/usePlaceOrder.ts';
export { useCancelOrder } from './api/orders/useCancelOrder.ts';
export { useOrderExpiryCheck } from './api/orders/useOrderExpiryCheck.ts';
export { updatePayment } from './api/payment/updatePayment.ts';
export { requestTestPayment } from './api/payment/requestTestPayment.ts';
export { usePaymentUpdate } from './api/payment/usePaymentUpdate.ts';
export { cartTexts, checkoutTexts, orderTexts } from './widgets/purchase/purchaseTexts.ts';
export { CartPanel, type CartPanelProps } from './widgets/purchase/CartPanel/CartPanel.tsx';
export { CartPanelView, type CartPanelViewProps } from './widgets/purchase/CartPanel/CartPanelView.tsx';
export { CheckoutFlow, type CheckoutFlowProps } from './widgets/purchase/CheckoutFlow/CheckoutFlow.tsx';
export {
  CheckoutFlowView,
  type CheckoutFlowViewProps,
  type AddressEditing,
  type AddressKind,
} from './widgets/purchase/CheckoutFlow/CheckoutFlowView.tsx';
export {
  AddressDialog,
  addressFormValues,
  type AddressDialogProps,
  type AddressFormValues,
} from './widgets/purchase/CheckoutFlow/AddressDialog.tsx';
export { OrderPreview, type OrderPreviewProps } from './widgets/purchase/OrderPreview/OrderPreview.tsx';
export {
  OrderPreviewView,
  orderPhase,
  type OrderPreviewViewProps,
  type OrderPhase,
} from './widgets/purchase/OrderPreview/OrderPreviewView.tsx';
export { OrderPayment } from './widgets/purchase/OrderPreview/OrderPayment.tsx';
export {
  OrderPaymentView,
  type OrderPaymentViewProps,
} from './widgets/purchase/OrderPreview/OrderPaymentView.tsx';

// Account area: the frame, then one block per part (profile, tickets, orders, offers, messages)
export { AccountLayout, type AccountLayoutProps } from './widgets/account/AccountLayout/AccountLayout.tsx';
export {
  AccountLayoutView,
  type AccountLayoutViewProps,
} from './widgets/account/AccountLayout/AccountLayoutView.tsx';
export {
  EmbedSnippetBuilder,
  type EmbedSnippetBuilderProps,
} from './widgets/account/partners/EmbedSnippetBuilder/EmbedSnippetBuilder.tsx';
export {
  EmbedSnippetBuilderView,
  type EmbedSnippetBuilderViewProps,
  type SnippetSeller,
  type SnippetSearch,
} from './widgets/account/partners/EmbedSnippetBuilder/EmbedSnippetBuilderView.tsx';
export {
  snippetHtml,
  parseSnippet,
  previewDocument,
  snippetGap,
  snippetWidgets,
  snippetActions,
  snippetModes,
  defaultSnippetActions,
  type EmbedSnippet,
  type SnippetHost,
  type SnippetTheme,
  type SnippetWidget,
  type SnippetAction,
  type SnippetMode,
} from './widgets/account/partners/embedSnippet.ts';
export {
  accountTexts,
  ACCOUNT_MENU,
  BECOME_SELLER_ENTRY,
  currentMenuEntry,
  type AccountMenuEntry,
} from './widgets/account/accountTexts.ts';

// Account area: seller registration and account deletion
export { registerSeller, type RegisterSellerInput } from './api/seller/registerSeller.ts';
export { useRegisterSeller } from './api/seller/useRegisterSeller.ts';
export { deleteAccount } from './api/account/deleteAccount.ts';
export { useDeleteAccount } from './api/account/useDeleteAccount.ts';
export { BecomeSeller } from './widgets/account/profile/BecomeSeller/BecomeSeller.tsx';
export {
  BecomeSellerView,
  type BecomeSellerViewProps,
  type BecomeSellerInput,
} from './widgets/account/profile/BecomeSeller/BecomeSellerView.tsx';
export { becomeSellerTexts } from './widgets/account/profile/BecomeSeller/texts.ts';
export { DeleteAccount } from './widgets/account/profile/DeleteAccount/DeleteAccount.tsx';
export {
  DeleteAccountView,
  type DeleteAccountViewProps,
} from './widgets/account/profile/DeleteAccount/DeleteAccountView.tsx';
export { deleteAccountTexts } from './widgets/account/profile/DeleteAccount/texts.ts';

// Account area: orders (My Orders, the order cards and detail, tracking, ratings, My Reviews) and deadlines
export { getBuyerOrders, getSellerOrders } from './api/orders/orderLists.ts';
export { useBuyerOrders, useSellerOrders } from './api/orders/useOrderLists.ts';
export { isOrderKey, type OrderListFilters } from './api/orders/keys.ts';
export {
  addTracking,
  updateTracking,
  markOrderDelivered,
  markOrderReceived,
  type TrackingInput,
} from './api/orders/fulfilment.ts';
export { useSaveTracking, useMarkDelivered, useMarkReceived } from './api/orders/useFulfilment.ts';
export { putRating, putReview, getReviews } from './api/reviews/reviews.ts';
export { useReviews } from './api/reviews/useReviews.ts';
export {
  getSellerReputation,
  getSellerReviews,
  useSellerReputation,
  useSellerReviews,
} from './api/reviews/sellerReputation.ts';
export { useRateOrder, type RateOrderInput } from './api/reviews/useRateOrder.ts';
export type { ResultListState } from './widgets/shared/ResultList.tsx';
export { Deadline, timeLeftText, type DeadlineProps } from './widgets/shared/Deadline/Deadline.tsx';
export {
  useDeadline,
  deadlineMs,
  DEADLINE_WARN_MS,
  type DeadlineState,
  type DeadlinePhase,
  type DeadlineOptions,
} from './widgets/shared/Deadline/useDeadline.ts';
export {
  orderTexts as accountOrderTexts,
  reviewTypeLabel,
  remainingText,
} from './widgets/account/orders/orderTexts.ts';
export {
  OrderCard,
  orderDetailHref,
  type OrderCardProps,
} from './widgets/account/orders/OrderCard/OrderCard.tsx';
export { RatingSummary } from './widgets/account/orders/RatingSummary.tsx';
export {
  TrackingDialog,
  type TrackingDialogProps,
  type TrackingValues as TrackingDialogValues,
} from './widgets/account/orders/OrderDialogs/TrackingDialog.tsx';
export {
  RatingDialog,
  type RatingDialogProps,
  type RatingDialogValues,
} from './widgets/account/orders/OrderDialogs/RatingDialog.tsx';
export { MyOrders, type MyOrdersProps } from './widgets/account/orders/MyOrders/MyOrders.tsx';
export {
  MyOrdersView,
  type MyOrdersViewProps,
  type OrderTab,
  type OrderListState,
} from './widgets/account/orders/MyOrders/MyOrdersView.tsx';
export { OrderDetail, type OrderDetailProps } from './widgets/account/orders/OrderDetail/OrderDetail.tsx';
export {
  OrderDetailView,
  type OrderDetailViewProps,
} from './widgets/account/orders/OrderDetail/OrderDetailView.tsx';
export { MyReviews } from './widgets/account/orders/MyReviews/MyReviews.tsx';
export { MyReviewsView, type MyReviewsViewProps } from './widgets/account/orders/MyReviews/MyReviewsView.tsx';

// Account area: messages and reports (rooms, ChatRoom, reports, Report Seller), with the live event stream
export { messageKeys } from './api/messages/keys.ts';
export {
  getRooms,
  getRoom,
  createRoom,
  getMessages,
  sendMessage,
  markRoomRead,
} from './api/messages/requests.ts';
export {
  useRooms,
  useRoom,
  useRoomMessages,
  useUnreadRooms,
  useSendMessage,
  useMarkRoomRead,
  useContactSeller,
  type SendMessageInput,
} from './api/messages/useMessaging.ts';
export { reportKeys } from './api/reports/keys.ts';
export {
  reportSeller,
  getSellerReportTypes,
  getReportRooms,
  getReportTypes,
  createReport,
  getReportThread,
  replyToReport,
} from './api/reports/requests.ts';
export {
  useReportRooms,
  useReportTypes,
  useSellerReportTypes,
  useReportThread,
  useReportSeller,
  useCreateReport,
  useReportReply,
  type ReportReplyInput,
} from './api/reports/useReports.ts';
export { liveHubOf, LIVE_POLL_MS, type LiveEvent, type LiveListener } from './api/live/liveEvents.ts';
export { useLiveEvents } from './api/live/useLiveEvents.ts';
export { messagesTexts, reportsTexts, reportSellerTexts } from './widgets/account/messages/texts.ts';
export { MyRooms, type MyRoomsProps } from './widgets/account/messages/MyRooms/MyRooms.tsx';
export {
  MyRoomsView,
  lastMessageText,
  type MyRoomsViewProps,
} from './widgets/account/messages/MyRooms/MyRoomsView.tsx';
export { ChatRoom, type ChatRoomProps } from './widgets/account/messages/ChatRoom/ChatRoom.tsx';
export { ChatRoomView, type ChatRoomViewProps } from './widgets/account/messages/ChatRoom/ChatRoomView.tsx';
export { Composer, type ComposerProps } from './widgets/account/messages/ChatRoom/Composer.tsx';
export { MyReports, type MyReportsProps } from './widgets/account/messages/MyReports/MyReports.tsx';
export {
  MyReportsView,
  type MyReportsViewProps,
} from './widgets/account/messages/MyReports/MyReportsView.tsx';
export {
  NewReportDialog,
  type NewReportDialogProps,
  type NewReportValues as NewReportDialogValues,
} from './widgets/account/messages/MyReports/NewReportDialog.tsx';
export {
  ReportThread,
  type ReportThreadProps,
} from './widgets/account/messages/ReportThread/ReportThread.tsx';
export {
  ReportThreadView,
  type ReportThreadViewProps,
} from './widgets/account/messages/ReportThread/ReportThreadView.tsx';
export {
  ReportSellerDialog,
  type ReportSellerDialogProps,
} from './widgets/account/messages/ReportSellerDialog/ReportSellerDialog.tsx';

// Account area: seller tools
export { sellerTicketKeys, isTicketKey } from './api/sellerTickets/keys.ts';
export {
  getMyTickets,
  createTicket,
  updateTicket,
  moveTicketToSell,
  deleteTicketImages,
  deleteTicket,
} from './api/sellerTickets/sellerTickets.ts';
export { useMyTickets } from './api/sellerTickets/useMyTickets.ts';
export {
  useCreateTicket,
  useUpdateTicket,
  useMoveToSell,
  useDeleteTicketImages,
  useDeleteTicket,
} from './api/sellerTickets/useTicketMutations.ts';
export { updateEvent } from './api/reference/updateEvent.ts';
export { useUpdateEvent } from './api/reference/useEventMutations.ts';
export { ticketTexts, listingTexts } from './widgets/account/tickets/ticketTexts.ts';
export { MyTickets, NEW_TICKET_HREF } from './widgets/account/tickets/MyTickets/MyTickets.tsx';
export {
  MyTicketsView,
  type MyTicketsViewProps,
} from './widgets/account/tickets/MyTickets/MyTicketsView.tsx';
export {
  MyTicketCard,
  editTicketHref,
  canMoveToSell,
  canEditTicket,
  type MyTicketCardProps,
} from './widgets/account/tickets/MyTickets/MyTicketCard.tsx';
export {
  TicketForm,
  type TicketFormProps,
  type TicketFormError,
} from './widgets/account/tickets/TicketForm/TicketForm.tsx';
export { resizeImage, MAX_IMAGE_EDGE } from './widgets/account/tickets/TicketForm/imageUpload.ts';
export { sellerCollectionKeys } from './api/sellerCollections/keys.ts';
export {
  getMyCollections,
  getMyCollectionTickets,
  createCollection,
  updateCollection,
  deleteCollection,
  removeTicketFromCollection,
} from './api/sellerCollections/sellerCollections.ts';
export { useMyCollections, useMyCollectionTickets } from './api/sellerCollections/useMyCollections.ts';
export {
  useCreateCollection,
  useUpdateCollection,
  useDeleteCollection,
  useRemoveFromCollection,
} from './api/sellerCollections/useCollectionMutations.ts';
export { MyCollections } from './widgets/account/tickets/MyCollections/MyCollections.tsx';
export {
  MyCollectionsView,
  type MyCollectionsViewProps,
} from './widgets/account/tickets/MyCollections/MyCollectionsView.tsx';
export {
  CollectionCard,
  myCollectionHref,
  isCollectionInCart,
  type CollectionCardProps,
} from './widgets/account/tickets/MyCollections/CollectionCard.tsx';
export {
  MyCollectionDetail,
  type MyCollectionDetailProps,
} from './widgets/account/tickets/MyCollectionDetail/MyCollectionDetail.tsx';
export {
  MyCollectionDetailView,
  type MyCollectionDetailViewProps,
} from './widgets/account/tickets/MyCollectionDetail/MyCollectionDetailView.tsx';
export {
  CollectionFormDialog,
  type CollectionFormDialogProps,
  type CollectionFormValues,
} from './widgets/account/tickets/CollectionDialogs/CollectionFormDialog.tsx';
export { getFairPrice, useFairPrice, type FairPriceQuery } from './api/products/fairPrice.ts';
export { FairPriceBadge, type FairPriceBadgeProps } from './widgets/browse/FairPriceBadge/FairPriceBadge.tsx';
export { getPriceHistory, usePriceHistory } from './api/products/priceHistory.ts';
export { PriceHistory, type PriceHistoryProps } from './widgets/browse/PriceHistory/PriceHistory.tsx';
export {
  PriceHistoryView,
  type PriceHistoryViewProps,
} from './widgets/browse/PriceHistory/PriceHistoryView.tsx';
export { priceHistoryTexts } from './widgets/browse/PriceHistory/priceHistoryTexts.ts';
export { priceHistorySummary, type PriceHistoryDay } from './widgets/browse/PriceHistory/priceHistoryData.ts';
export {
  FairPriceHint,
  type FairPriceHintProps,
} from './widgets/account/tickets/TicketForm/FairPriceHint.tsx';

// Account area: offers (My Offers, the offer thread, the offer forms and Make Offer)
export {
  getOffers,
  getOffer,
  createOffer,
  counterOffer,
  updateOffer,
  setOfferStatus,
  addOfferToCart,
  getSellerTicketsForOffer,
} from './api/offers/offers.ts';
export { offerKeys, isOfferKey } from './api/offers/keys.ts';
export { useOffers, useOffer, useSellerTicketsForOffer } from './api/offers/useOffers.ts';
export {
  useCreateOffer,
  useUpdateOffer,
  useCounterOffer,
  useSetOfferStatus,
  useAddOfferToCart,
} from './api/offers/useOfferMutations.ts';
export { offerTexts } from './widgets/account/offers/offerTexts.ts';
export {
  offerActions,
  latestEntry,
  viewerSide,
  type OfferUiAction,
} from './widgets/account/offers/offerActions.ts';
export { OfferThread, type OfferThreadProps } from './widgets/account/offers/OfferThread/OfferThread.tsx';
export {
  OfferThreadView,
  type OfferThreadViewProps,
} from './widgets/account/offers/OfferThread/OfferThreadView.tsx';
export { MyOffers, type MyOffersProps } from './widgets/account/offers/MyOffers/MyOffers.tsx';
export {
  MyOffersView,
  defaultOfferHref,
  type MyOffersViewProps,
  type OfferTab,
  type OfferListState,
} from './widgets/account/offers/MyOffers/MyOffersView.tsx';
export {
  OfferFormDialog,
  type OfferFormDialogProps,
  type OfferFormValues,
  type OfferFormTicket,
} from './widgets/account/offers/OfferForm/OfferFormDialog.tsx';
export {
  MakeOfferDialog,
  type MakeOfferDialogProps,
} from './widgets/account/offers/OfferForm/OfferDialogs.tsx';

// Admin area (admins only): the frame, moderation, reports, deliveries, users, dashboard and audit log
export {
  getAdminQueue,
  decideQueueItem,
  bulkApproveQueue,
  mergeQueueItem,
  getAdminReports,
  getAdminReport,
  replyAsAdmin,
  closeReport,
  reopenReport,
  getAdminDeliveries,
  approveDelivery,
  cancelDelivery,
  getAdminUsers,
  getAdminUser,
  setSellerPermission,
  setTicketVisibility,
  setListingVisibility,
  getAdminDashboard,
  getAuditLog,
  getAdminPartners,
  getAdminPartner,
  getAdminPartnerOrders,
  exportAdminPartner,
  createPartner,
  updatePartner,
  deletePartner,
} from './api/admin/requests.ts';
export { adminKeys, isAdminKey } from './api/admin/keys.ts';
export {
  useAdminQueue,
  useAdminReports,
  useAdminReport,
  useAdminDeliveries,
  useAdminUsers,
  useAdminUser,
  useAdminDashboard,
  useAuditLog,
  useAdminPartners,
  useAdminPartner,
  useAdminPartnerOrders,
} from './api/admin/useAdminData.ts';
export {
  useQueueDecision,
  useBulkApprove,
  useQueueMerge,
  useAdminReportReply,
  useCloseReport,
  useReopenReport,
  useApproveDelivery,
  useCancelDelivery,
  useSellerPermission,
  useTicketVisibility,
  useListingVisibility,
  useCreatePartner,
  useUpdatePartner,
  useDeletePartner,
} from './api/admin/useAdminActions.ts';
export { adminTexts, adminMenu, currentAdminEntry, type AdminMenuEntry } from './widgets/admin/adminTexts.ts';
export { AdminLayout, type AdminLayoutProps } from './widgets/admin/AdminLayout/AdminLayout.tsx';
export { AdminLayoutView, type AdminLayoutViewProps } from './widgets/admin/AdminLayout/AdminLayoutView.tsx';
export {
  ModerationQueue,
  type ModerationQueueProps,
} from './widgets/admin/ModerationQueue/ModerationQueue.tsx';
export {
  ModerationQueueView,
  QUEUE_AGES,
  type ModerationQueueViewProps,
  type QueueFilters,
} from './widgets/admin/ModerationQueue/ModerationQueueView.tsx';
export { ReportsInbox, type ReportsInboxProps } from './widgets/admin/ReportsInbox/ReportsInbox.tsx';
export {
  ReportsInboxView,
  type ReportsInboxViewProps,
} from './widgets/admin/ReportsInbox/ReportsInboxView.tsx';
export { AdminReport, type AdminReportProps } from './widgets/admin/AdminReport/AdminReport.tsx';
export { AdminReportView, type AdminReportViewProps } from './widgets/admin/AdminReport/AdminReportView.tsx';
export {
  AdminDeliveries,
  type AdminDeliveriesProps,
} from './widgets/admin/AdminDeliveries/AdminDeliveries.tsx';
export {
  AdminDeliveriesView,
  type AdminDeliveriesViewProps,
} from './widgets/admin/AdminDeliveries/AdminDeliveriesView.tsx';
export {
  AdminUsers,
  USER_SEARCH_DEBOUNCE_MS,
  type AdminUsersProps,
} from './widgets/admin/AdminUsers/AdminUsers.tsx';
export { AdminUsersView, type AdminUsersViewProps } from './widgets/admin/AdminUsers/AdminUsersView.tsx';
export { AdminUser, type AdminUserProps } from './widgets/admin/AdminUser/AdminUser.tsx';
export { AdminUserView, type AdminUserViewProps } from './widgets/admin/AdminUser/AdminUserView.tsx';
export { AdminDashboard, type AdminDashboardProps } from './widgets/admin/Dashboard/AdminDashboard.tsx';
export {
  AdminDashboardView,
  type AdminDashboardViewProps,
} from './widgets/admin/Dashboard/AdminDashboardView.tsx';
export { ChartPanel, type ChartPanelProps } from './widgets/admin/Dashboard/ChartPanel.tsx';
export { AuditLog } from './widgets/admin/AuditLog/AuditLog.tsx';
export { AuditLogView, type AuditLogViewProps } from './widgets/admin/AuditLog/AuditLogView.tsx';
export { ItemHistory, type ItemHistoryProps } from './widgets/admin/AuditLog/ItemHistory.tsx';
export { AdminPartners, type AdminPartnersProps } from './widgets/admin/AdminPartners/AdminPartners.tsx';
export {
  AdminPartnerDetail,
  type AdminPartnerDetailProps,
} from './widgets/admin/AdminPartnerDetail/AdminPartnerDetail.tsx';
export {
  AdminPartnerDetailView,
  type AdminPartnerDetailViewProps,
  type PartnerOrdersList,
} from './widgets/admin/AdminPartnerDetail/AdminPartnerDetailView.tsx';
export {
  AdminPartnersView,
  type AdminPartnersViewProps,
  type AddOutcome,
} from './widgets/admin/AdminPartners/AdminPartnersView.tsx';
export {
  PartnerEmbedBuilder,
  type PartnerEmbedBuilderProps,
} from './widgets/admin/AdminPartners/PartnerEmbedBuilder.tsx';
export { rememberPartnerMarker, partnerMarker } from './session/partnerMarker.ts';
