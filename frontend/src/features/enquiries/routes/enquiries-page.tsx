/** /admin/enquiries: the studio's enquiry inbox. */
import { EnquiryInbox } from '../components/enquiry-inbox';

export function EnquiriesPage() {
  return <EnquiryInbox />;
}
