export { AgencyPicker, type AgencyLookups, type AgencyPickerProps } from './agency-picker';
export { AgencyMatches, type AgencyMatchesProps } from './agency-matches';
