/** A step's general error (spec §8), read out as soon as it appears. */
export function StepError({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">{message}</p>
      ) : null}
    </div>
  );
}
