import type { Address, Checkout } from '@momento/contract';
import { Button, Card, Inline, Radio, RadioGroup, Stack } from '@momento/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { cartTexts as englishCart, checkoutTexts as englishCheckout } from '../purchaseTexts.ts';
import { AddressBlock, LineProducts, LineTypeLabel, PriceTable, SellerLink } from '../PurchaseParts.tsx';
import * as shared from '../purchase.css.ts';
import type { AddressFormValues } from './AddressDialog.tsx';
import * as styles from './CheckoutFlow.css.ts';
import { Fact, FactList } from '../../shared/FactList.tsx';

// The address dialog (modal, focus scope, form) is its own chunk, loaded when an address is first added or edited:
// the checkout page does not wait for it (the route's JS budget).
const AddressDialog = lazy(async () => ({ default: (await import('./AddressDialog.tsx')).AddressDialog }));

export type AddressKind = 'shipping' | 'billing';

/** What the address dialog is doing: adding or editing a shipping or billing address. */
export interface AddressEditing {
  kind: AddressKind;
  /** The address being edited; null when adding. */
  address: Address | null;
}

export interface CheckoutFlowViewProps {
  checkout: Checkout;
  /** The saved shipping (DELIVERY) addresses, offered as radio choices in change mode. */
  shippingAddresses: readonly Address[];
  /** Save in the shipping change mode: the chosen saved address becomes the checkout's shipping address. */
  onChangeShipping: (address: Address) => Promise<boolean> | void;
  /** The change of the shipping address is running. @default false */
  isChangingShipping?: boolean;
  /**
   * The address dialog's Save with valid values. Resolve true when saved: the dialog closes and its form resets.
   */
  onSaveAddress: (editing: AddressEditing, values: AddressFormValues) => Promise<boolean>;
  /** An address is being saved (the dialog's Save shows a spinner). @default false */
  isSavingAddress?: boolean;
  /** 'Go to checkout': places the order. */
  onPlaceOrder: () => void;
  /** The order is being created: 'Creating order. Please wait ...'. @default false */
  isPlacingOrder?: boolean;
}

/** A collapsible section (open by default): Address, Payment, Order Summary. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className={styles.section}>
      <summary className={styles.sectionSummary}>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

function ShippingPanel({
  checkout,
  addresses,
  onChange,
  isChanging,
  onAdd,
  onEdit,
}: {
  checkout: Checkout;
  addresses: readonly Address[];
  onChange: (address: Address) => Promise<boolean> | void;
  isChanging: boolean;
  onAdd: () => void;
  onEdit: (address: Address) => void;
}) {
  const t = useTexts('checkout', englishCheckout);
  const checkoutShippingId = useId();
  const current = checkout.shipping_address;
  const [isChangeMode, setChangeMode] = useState(false);
  const [selected, setSelected] = useState<string | null>(current ? String(current.id) : null);
  const startChange = () => {
    setSelected(current ? String(current.id) : addresses[0] ? String(addresses[0].id) : null);
    setChangeMode(true);
  };
  const save = async () => {
    const address = addresses.find((item) => String(item.id) === selected);
    if (!address) return;
    const done = await onChange(address);
    if (done !== false) setChangeMode(false);
  };
  return (
    <Card as="section" aria-labelledby={checkoutShippingId}>
      <Stack space="medium">
        <h3 id={checkoutShippingId} className={shared.subheading}>
          {t.shippingAddress}
        </h3>
        {isChangeMode ? (
          <>
            {addresses.length === 0 ? (
              <p className={shared.muted}>{t.noAddress}</p>
            ) : (
              <RadioGroup label={t.savedAddresses} value={selected} onChange={setSelected}>
                {addresses.map((address) => (
                  <div key={address.id} className={styles.savedAddress}>
                    <Radio value={String(address.id)}>
                      <AddressBlock address={address} />
                    </Radio>
                    <Button
                      variant="ghost"
                      size="small"
                      onPress={() => onEdit(address)}
                      aria-label={`${t.edit} ${address.first_name} ${address.last_name}, ${address.address_line_1}`}
                    >
                      {t.edit}
                    </Button>
                  </div>
                ))}
              </RadioGroup>
            )}
            <Inline space="small">
              <Button variant="outline" onPress={onAdd}>
                {t.addAddress}
              </Button>
              <Button onPress={() => void save()} isPending={isChanging} isDisabled={selected === null}>
                {t.save}
              </Button>
              <Button variant="ghost" onPress={() => setChangeMode(false)}>
                {t.cancel}
              </Button>
            </Inline>
          </>
        ) : current ? (
          <>
            <AddressBlock address={current} />
            <Inline>
              <Button variant="outline" onPress={startChange} aria-label={`${t.change} ${t.shippingAddress}`}>
                {t.change}
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <p className={shared.muted}>{t.noAddress}</p>
            <Inline space="small">
              <Button
                variant="outline"
                onPress={addresses.length > 0 ? startChange : onAdd}
                aria-label={`${t.add} ${t.shippingAddress}`}
              >
                {t.add}
              </Button>
            </Inline>
          </>
        )}
      </Stack>
    </Card>
  );
}

function BillingPanel({
  address,
  onAdd,
  onEdit,
}: {
  address: Address | null;
  onAdd: () => void;
  onEdit: (address: Address) => void;
}) {
  const t = useTexts('checkout', englishCheckout);
  const checkoutBillingId = useId();
  return (
    <Card as="section" aria-labelledby={checkoutBillingId}>
      <Stack space="medium">
        <h3 id={checkoutBillingId} className={shared.subheading}>
          {t.billingAddress}
        </h3>
        {address ? (
          <>
            <AddressBlock address={address} />
            <Inline>
              <Button
                variant="outline"
                onPress={() => onEdit(address)}
                aria-label={`${t.edit} ${t.billingAddress}`}
              >
                {t.edit}
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <p className={shared.muted}>{t.noAddress}</p>
            <Inline>
              <Button variant="outline" onPress={onAdd} aria-label={`${t.add} ${t.billingAddress}`}>
                {t.add}
              </Button>
            </Inline>
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /checkout: collapsible Address (billing and shipping side by side), Payment (read-only accepted types) and Order
 * Summary sections, the address dialog, and 'Go to checkout'.
 */
export function CheckoutFlowView({
  checkout,
  shippingAddresses,
  onChangeShipping,
  isChangingShipping = false,
  onSaveAddress,
  isSavingAddress = false,
  onPlaceOrder,
  isPlacingOrder = false,
}: CheckoutFlowViewProps) {
  const format = useFormat();
  const t = useTexts('checkout', englishCheckout);
  const c = useTexts('cart', englishCart);
  const checkoutHeadingId = useId();
  const [editing, setEditing] = useState<AddressEditing | null>(null);
  // A new key per opening resets the dialog's form (success closes the dialog and resets the form).
  const [dialogKey, setDialogKey] = useState(0);
  const open = (next: AddressEditing) => {
    setDialogKey((key) => key + 1);
    setEditing(next);
  };
  const selectedMethod =
    checkout.accepted_payment_methods.find((method) => method.selected) ??
    checkout.accepted_payment_methods[0];
  const hasAddresses = Boolean(checkout.shipping_address && checkout.billing_address);

  return (
    <section className={shared.page} aria-labelledby={checkoutHeadingId}>
      <h1 id={checkoutHeadingId} className={shared.heading}>
        {t.title}
      </h1>
      <Section title={t.address}>
        <div className={shared.addressColumns}>
          <BillingPanel
            address={checkout.billing_address}
            onAdd={() => open({ kind: 'billing', address: null })}
            onEdit={(address) => open({ kind: 'billing', address })}
          />
          <ShippingPanel
            checkout={checkout}
            addresses={shippingAddresses}
            onChange={onChangeShipping}
            isChanging={isChangingShipping}
            onAdd={() => open({ kind: 'shipping', address: null })}
            onEdit={(address) => open({ kind: 'shipping', address })}
          />
        </div>
      </Section>
      <Section title={t.payment}>
        <RadioGroup
          label={t.acceptedPayments}
          value={selectedMethod ? String(selectedMethod.payment_method_id) : null}
          isDisabled
        >
          {checkout.accepted_payment_methods.map((method) => (
            <Radio key={method.payment_method_id} value={String(method.payment_method_id)}>
              {method.type}
            </Radio>
          ))}
        </RadioGroup>
      </Section>
      <Section title={t.orderSummary}>
        <Stack space="large">
          <ul className={shared.list} aria-label={t.orderSummary}>
            {checkout.line_items.map((item) => (
              <li key={item.id}>
                <Stack space="small">
                  <div className={shared.lineHeader}>
                    <LineTypeLabel type={item.type} />
                    <span className={shared.amount}>{format.money(item.base_price)}</span>
                  </div>
                  <FactList className={shared.facts}>
                    <Fact label={c.seller}>
                      <SellerLink seller={item.seller} />
                    </Fact>
                    {item.collection_name ? (
                      <Fact label={c.collectionName}>{item.collection_name}</Fact>
                    ) : null}
                  </FactList>
                  <LineProducts details={item.details} />
                </Stack>
              </li>
            ))}
          </ul>
          <PriceTable
            label={t.orderSummary}
            rows={[
              [c.price, checkout.pricing_summary.price_sub_total],
              [c.tax, checkout.pricing_summary.tax],
              [c.totalAmount, checkout.pricing_summary.total],
            ]}
          />
        </Stack>
      </Section>
      <Stack space="small" align="flex-end">
        <Button
          onPress={onPlaceOrder}
          isPending={isPlacingOrder}
          isDisabled={!hasAddresses}
          pendingLabel={t.creatingOrder}
        >
          {t.goToCheckout}
        </Button>
        {isPlacingOrder ? (
          <p role="status" className={styles.placing}>
            {t.creatingOrder}
          </p>
        ) : null}
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <AddressDialog
            key={dialogKey}
            kind={editing.kind}
            address={editing.address}
            shippingAddress={checkout.shipping_address}
            isPending={isSavingAddress}
            onClose={() => setEditing(null)}
            onSubmit={(values) =>
              void onSaveAddress(editing, values).then((saved) => {
                if (saved) setEditing(null);
              })
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
