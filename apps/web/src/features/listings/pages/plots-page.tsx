import { SearchPage } from '../components/search-page';

/** /plots: land first, by size and unit, tenure, title and price per acre or decimal. */
export function PlotsPage() {
  return (
    <SearchPage
      mode="plots"
      endpoint="/api/plots"
      heading="Plots and land"
      intro="Compare land by size in acres, decimals, hectares or m², by tenure and title, and by the price per unit of area."
      noun={['plot', 'plots']}
    />
  );
}
