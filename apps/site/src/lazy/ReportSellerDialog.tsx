// The Report Seller dialog in a chunk of its own: loaded when a visitor opens it, not with every ticket page.
export { ReportSellerDialog as default } from '@momento/marketplace-kit';
