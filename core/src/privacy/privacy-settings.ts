/**
 * Settings part `privacy` (docs/architecture.md §16): the grievance contact the notice names and the retention
 * periods the daily job keeps. Import-free, so the frontend may import these shapes too.
 */
export interface PrivacySettings {
  /** The grievance officer (or the owner) parents may write to; '' until the studio sets it (the studio's details stand in). */
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** Enquiries that led to no booking are erased this many months after their last change. */
  enquiryMonths: number;
  /** A client gallery's photos are erased this many days after it expires. */
  galleryDaysAfterExpiry: number;
  /** Field workers' selfies are erased after this many days. */
  selfieDays: number;
  /** The staff access log is kept this many days. */
  accessLogDays: number;
}

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  enquiryMonths: 12,
  galleryDaysAfterExpiry: 90,
  selfieDays: 90,
  accessLogDays: 365,
};

/** The stored part over the defaults. */
export function privacySettingsFrom(stored: Partial<PrivacySettings> | null | undefined): PrivacySettings {
  return { ...DEFAULT_PRIVACY_SETTINGS, ...(stored ?? {}) };
}

/** The admin list warns this many days before a gallery's photos are erased. */
export const GALLERY_ERASURE_WARNING_DAYS = 14;
