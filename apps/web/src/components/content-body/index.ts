export { ContentBody } from './content-body';
