/**
 * The footer's 'Cookie settings' button is server-rendered with this attribute; the consent
 * gate's one document listener gives it its action, and the notice returns the focus to it.
 */
export const cookieSettingsAttribute = 'data-cookie-settings';
