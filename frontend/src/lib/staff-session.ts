/**
 * The signed-in staff member as the guard confirmed it (features/auth RequireRole provides it), for the features
 * that keep work on the phone per person (the field task's waiting captures belong to the worker who took them).
 */
import { createContext, useContext } from 'react';

export const StaffSessionContext = createContext<{ username: string } | null>(null);

/** The confirmed username, or null outside a guarded staff area. */
export const useStaffUsername = (): string | null => useContext(StaffSessionContext)?.username ?? null;
