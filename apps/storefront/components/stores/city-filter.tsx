type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Filter by city: a plain GET form, so it works before (and without) any JavaScript. */
export function CityFilter({
  cities,
  city,
  sku,
  action,
  t,
}: {
  cities: string[];
  city: string | null;
  sku: string | null;
  action: string;
  t: Translate;
}) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3" role="search">
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('filterLabel')}
        <select
          name="city"
          defaultValue={city ?? ''}
          className="min-h-11 min-w-48 rounded-md border border-gray-400 bg-white px-3 font-normal"
        >
          <option value="">{t('allCities')}</option>
          {cities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary">
        {t('filterSubmit')}
      </button>
    </form>
  );
}
