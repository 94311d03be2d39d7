/** Sends the browser to another site's page (the payment provider's checkout or billing page). */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
