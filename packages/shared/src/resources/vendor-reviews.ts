/** (filled by the vendor-reviews work: its request and answer schemas) */
export {};
