import { useOrder, useTellEmbedOpener } from '@momento/marketplace-kit';

/** The order as OrderPreview loads it (the same request): the partner's widget that opened this tab hears when it is paid. */
export default function TellEmbedOpener({ orderNo }: { orderNo: string | null }) {
  const { data: order } = useOrder(orderNo);
  useTellEmbedOpener(order);
  return null;
}
