import type { DatabaseHandle } from './connection.ts';

/**
 * Hears the JSON announcements on a NOTIFY channel (this process's own included). An unreadable
 * one goes to `onError`. After the listening connection was lost and re-established, `missed`
 * is delivered in place of whatever was announced in the gap.
 */
export function followAnnouncements<Change>(
  handle: DatabaseHandle,
  channel: string,
  onChange: (change: Change) => void,
  onError: (error: unknown) => void,
  missed: Change,
): Promise<() => Promise<void>> {
  return handle.listen(
    channel,
    (payload) => {
      let change: Change;
      try {
        change = JSON.parse(payload) as Change;
      } catch (error) {
        onError(error);
        return;
      }
      onChange(change);
    },
    () => onChange(missed),
  );
}
