/**
 * Paying by mobile money from a public page (a member's pay link, decision 0043; a guest's
 * answer page, decision 0050): the form that sends the prompt and follows the payment.
 */
export { PayForm } from './components/pay-form';
