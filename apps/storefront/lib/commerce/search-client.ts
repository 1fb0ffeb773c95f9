/** The browser's autocomplete client, loaded on the search bar's first focus (by this path). */
export {
  fetchAutocomplete,
  loadAutocompleteSettings,
  unreachableEngineSettings,
} from './search/autocomplete-client';
export { reshapeAutocomplete } from './search/reshape-autocomplete';
