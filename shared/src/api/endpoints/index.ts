// The endpoints more than one area calls, defined once (docs/decisions/0014-error-texts-per-call.md): every remote
// injects into the one api slice at runtime, so this module, part of the @campus/shared/api singleton, injects them
// once per page.
export { useCreateBookingMutation, useGetServiceAvailabilityQuery } from './bookings';
export { useCancelCheckoutMutation, useGetCurrentCheckoutQuery } from './checkout';
export { useGetCategoriesQuery } from './catalogue';
export { useGetRentProductsQuery, useGetServiceListingsQuery } from './listings';
export { useGetConversationsQuery, useGetConversationsUnreadQuery, useOpenConversationMutation } from './conversations';
export { useGetNotificationsQuery, useMarkNotificationsReadMutation } from './notifications';
export { useSandboxPayMutation, useVerifyCheckoutPaymentMutation } from './payments';
