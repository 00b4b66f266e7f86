import { SearchPage } from '../components/search-page';

/** /properties: houses, apartments, offices and plots, to buy or rent. */
export function PropertiesPage() {
  return (
    <SearchPage
      mode="properties"
      endpoint="/api/properties"
      heading="Properties for sale and rent"
      intro="Houses, apartments, offices and land from registered agents. Filter, then share the link: it keeps your search."
      noun={['property', 'properties']}
    />
  );
}
