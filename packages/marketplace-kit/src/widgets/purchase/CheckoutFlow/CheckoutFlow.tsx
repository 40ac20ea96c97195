import type { AddressType } from '@momento/contract';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '#api/ApiError.ts';
import { getAddresses } from '#api/addresses/getAddresses.ts';
import { addressKeys } from '#api/addresses/keys.ts';
import { useAddresses } from '#api/addresses/useAddresses.ts';
import { useSaveAddress } from '#api/addresses/useSaveAddress.ts';
import { checkoutKeys } from '#api/checkout/keys.ts';
import { useCheckout } from '#api/checkout/useCheckout.ts';
import { useUpdateCheckoutAddress } from '#api/checkout/useUpdateCheckoutAddress.ts';
import { usePlaceOrder } from '#api/orders/usePlaceOrder.ts';
import { notices } from '#texts.ts';
import { useClient, useNavigation } from '#provider/MarketplaceProvider.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { LoadingState, MessageState } from '../../shared/LoadState.tsx';
import { checkoutTexts as englishCheckout, errorTexts as englishErrors } from '../purchaseTexts.ts';
import type { AddressFormValues } from './AddressDialog.tsx';
import { CheckoutFlowView, type AddressEditing } from './CheckoutFlowView.tsx';

export interface CheckoutFlowProps {
  /** The checkout id (from /checkout?id=...); without one the page goes to the cart. */
  checkoutId: number | string | null | undefined;
  /** @default '/mycart' */
  cartHref?: string;
  /**
   * Where a placed order goes (/previeworder/{order_no}).
   * @default (orderNo) => `/previeworder/${orderNo}`
   */
  orderHref?: (orderNo: string) => string;
}

const defaultOrderHref = (orderNo: string) => `/previeworder/${encodeURIComponent(orderNo)}`;
const typeOf = (kind: AddressEditing['kind']): AddressType => (kind === 'shipping' ? 'DELIVERY' : 'BILL');

function parseId(value: CheckoutFlowProps['checkoutId']): number | null {
  const id = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /checkout, connected: the checkout, the saved shipping addresses, the address dialog with the automatic address
 * rules (after adding a shipping address, a sole saved address becomes the checkout's; an edited billing address is
 * applied again; after adding a billing address, the first saved one is applied), and placing the order.
 */
export function CheckoutFlow({
  checkoutId: rawId,
  cartHref = '/mycart',
  orderHref = defaultOrderHref,
}: CheckoutFlowProps) {
  const errorTexts = useTexts('errors', englishErrors);
  const checkoutTexts = useTexts('checkout', englishCheckout);
  const checkoutId = parseId(rawId);
  const navigation = useNavigation();
  const client = useClient();
  const { mutate } = useSWRConfig();
  const { data: checkout, error, isLoading } = useCheckout(checkoutId);
  const shipping = useAddresses('DELIVERY');
  const changeAddress = useUpdateCheckoutAddress();
  const saveAddress = useSaveAddress({
    successNotice: (address, input) =>
      address.type === 'DELIVERY'
        ? input.id === undefined
          ? notices.shippingAddressAdded
          : notices.shippingAddressUpdated
        : input.id === undefined
          ? notices.billingAddressAdded
          : notices.billingAddressUpdated,
  });
  // The page keeps 'Creating order. Please wait ...' from the click until the order preview replaces it.
  const [isPlaced, setPlaced] = useState(false);
  const placeOrder = usePlaceOrder({
    onSuccess: (reply) => {
      setPlaced(true);
      navigation.navigate(orderHref(reply.order_no));
    },
  });

  useEffect(() => {
    if (checkoutId === null) navigation.navigate(cartHref, { replace: true });
  }, [checkoutId, cartHref, navigation]);

  if (checkoutId === null) return null;
  if (isApiError(error) && error.status === 404) return <MessageState>{checkoutTexts.notFound}</MessageState>;
  if (error) return <MessageState tone="danger">{errorTexts.somethingWentWrong}</MessageState>;
  if (isLoading || !checkout) return <LoadingState label={checkoutTexts.loading} />;

  const apply = async (kind: AddressEditing['kind'], addressId: number) => {
    const outcome = await changeAddress.run({ kind, checkoutId, addressId });
    return outcome.ok;
  };

  /** The automatic address rules above, run after a save has closed the dialog. */
  const afterSave = async (kind: AddressEditing['kind'], isNew: boolean, savedId: number) => {
    if (kind === 'shipping') {
      if (!isNew) {
        void mutate(checkoutKeys.detail(checkoutId));
        return;
      }
      // After adding a shipping address, when exactly one saved address exists it becomes the checkout's.
      const list = await getAddresses(client, 'DELIVERY').catch(() => null);
      if (list) void mutate(addressKeys.list('DELIVERY'), list, { revalidate: false });
      if (list?.length === 1 && list[0]) await apply('shipping', list[0].id);
      return;
    }
    // After adding a billing address the first saved billing address is applied; after editing one it is
    // re-applied to the checkout.
    const first = isNew ? (await getAddresses(client, 'BILL').catch(() => null))?.[0]?.id : undefined;
    await apply('billing', first ?? savedId);
  };

  const onSaveAddress = async (editing: AddressEditing, values: AddressFormValues): Promise<boolean> => {
    const { kind, address } = editing;
    const outcome = await saveAddress.run({
      ...values,
      address_line_2: values.address_line_2 || undefined,
      type: typeOf(kind),
      ...(address ? { id: address.id, is_primary: address.is_primary } : {}),
    });
    if (!outcome.ok) return false;
    void afterSave(kind, address === null, outcome.data.id);
    return true;
  };

  return (
    <CheckoutFlowView
      checkout={checkout}
      shippingAddresses={shipping.data ?? []}
      isChangingShipping={changeAddress.isPending}
      onChangeShipping={(address) => apply('shipping', address.id)}
      isSavingAddress={saveAddress.isPending}
      onSaveAddress={onSaveAddress}
      isPlacingOrder={placeOrder.isPending || isPlaced}
      onPlaceOrder={() => void placeOrder.run(checkoutId)}
    />
  );
}
