export { VendorStorefrontPage } from '../vendor-storefront-page';
