/** A wa.me link opens a chat with the number: digits only, country code first, no '+'. */
export const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A tel: link keeps the '+' and digits (an extension is dialled by hand). */
export const telLink = (phone: string) => `tel:${phone.split(';')[0]!.replace(/[^\d+]/g, '')}`;
