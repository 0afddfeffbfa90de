/** A light client-side check (the API validates for real with the contract's schema). */
export const isValidEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
